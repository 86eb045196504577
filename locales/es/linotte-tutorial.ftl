## La Linotte: la partida guiada, una explicación y una pista por paso.

# Paso 1: el juego, el comienzo a media partida, la primera tirada.
linotte-tutorial-first-throw = En La Linotte tiras cinco dados para lograr una combinación y luego puedes colocar una de tus fichas en una casilla libre de esa combinación; las líneas de 3, 4 o 5 fichas dan puntos. Para que la lección sea corta, empiezas a mitad de partida: llevas las blancas, con 6 fichas en el tablero, y tus fichas en C1, C2 y C3 ya forman una línea de tres. B lee las filas. Tira los cinco dados: pulsa Intro o R.
# Pista del paso 1.
linotte-tutorial-first-throw-hint = Esa jugada no. Primero tira los cinco dados: pulsa Intro o R.
# Paso 2: un SEC, plantarse enseguida.
linotte-tutorial-sec-stop = Tres doses y dos cincos: un Full, y en tu primera tirada. Las combinaciones: Brelan, tres dados iguales; Full, tres iguales y dos iguales; Carré, cuatro iguales; Yam, cinco iguales; Quinte, cinco seguidos; Small, un total de 8 o menos. Un Full, Carré, Quinte, Small o Yam que sale en la primera tirada, sin volver a tirar, es un Sec: puede ocupar una casilla Sec, además de la suya. Plántate ahora: elige Plantarse, la última opción de la lista.
# Pista del paso 2.
linotte-tutorial-sec-stop-hint = Esa jugada no. Volver a tirar te haría perder el Sec: elige Plantarse, la última opción de la lista.
# Paso 3: colocar en una casilla SEC.
linotte-tutorial-sec-place = La lista solo ofrece las casillas libres que permiten tus dados: el Full en B4 y las casillas Sec en B3 y D2. Coloca tu ficha en D2, una casilla Sec.
# Pista del paso 3.
linotte-tutorial-sec-place-hint = Esa casilla no. Coloca tu ficha en D2, Sec.
# Paso 4: la línea de tres del rival, una amenaza; un turno nuevo.
linotte-tutorial-second-turn = Tu rival ha sacado un Brelan de cincos y ha ocupado E4: con E2 y E3, las negras tienen ahora una línea de tres en la fila E, que vale 2 puntos. Vigila esas líneas: una cuarta ficha en E1 la alargaría a 4, y cinco fichas en línea acaban la partida en el acto. Te toca: tira los cinco dados con Intro o R.
# Pista del paso 4.
linotte-tutorial-second-turn-hint = Esa jugada no. Tira los cinco dados: pulsa Intro o R.
# Paso 5: anunciar un APPEL.
linotte-tutorial-announce = 1, 3, 4, 5 y 5: todavía nada, pero una Quinte, cinco dados seguidos del 1 al 5 o del 2 al 6, está cerca. Justo después de tu primera tirada, antes de volver a tirar, puedes anunciar un Appel: Full, Carré, Quinte, Small o Yam. Si tus dados finales muestran la combinación anunciada después de al menos una tirada más, puedes ocupar una casilla Appel. C4 es una casilla Appel, y el hueco de tu fila C. Pulsa A y anuncia Quinte.
# Pista del paso 5.
linotte-tutorial-announce-hint = Esa jugada no. El Appel se anuncia antes de volver a tirar: pulsa A y elige Quinte.
# Paso 6: guardar dados y volver a tirar.
linotte-tutorial-keep = Te quedan como mucho dos tiradas: antes de cada una, guarda los dados que quieras y solo se tiran los demás. Guarda el 1, el 3, el 4 y un 5: pulsa 1, 3, 4 y 5, y luego R para volver a tirar el otro 5. Solo un 2 haría la Quinte: 1, 2, 3, 4 y 5.
# Pista del paso 6.
linotte-tutorial-keep-hint = Esos dados no. Guarda el 1, el 3, el 4 y un 5, y vuelve a tirar el otro 5.
# Paso 7: el APPEL se cumple.
linotte-tutorial-appel-stop = Un 2: 1, 2, 3, 4 y 5, una Quinte, tras una tirada más, como habías anunciado. Tu Appel se cumple. Plántate ahora: elige Plantarse, la última opción de la lista.
# Pista del paso 7.
linotte-tutorial-appel-stop-hint = Esa jugada no. Tu Quinte ya está hecha: elige Plantarse, la última opción de la lista.
# Paso 8: una línea de cinco acaba la partida.
linotte-tutorial-five = Coloca tu ficha en C4, Appel: con C1, C2, C3 y C5 forma una línea de cinco en la fila C. Una línea sigue una fila, una columna o una diagonal. Cada línea, tomada lo más larga posible, puntúa una vez: 3 fichas, 2 puntos; 4 fichas, 3 puntos; 5 fichas, 4 puntos. Cinco fichas en línea acaban la partida en el acto; gana quien tenga más puntos, y en caso de empate ganan las negras.
# Pista del paso 8.
linotte-tutorial-five-hint = Esa casilla no. Coloca tu ficha en C4, la casilla Appel de tu fila C.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
linotte-tutorial-end = Este ha sido el final de una partida de La Linotte: tirar, guardar dados, un Sec, un Appel y las líneas, hasta cinco. Una partida también termina cuando un jugador coloca su duodécima ficha.
