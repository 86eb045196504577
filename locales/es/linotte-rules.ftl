### La Linotte: el recorrido por las reglas (español), una sección por regla, tal como se juega.

# Título: de qué va el juego.
linotte-rules-goal-title = Objetivo
# El objetivo del juego.
linotte-rules-goal = Dos jugadores, cinco dados y un tablero de 5 por 5 casillas. Cada casilla lleva una combinación de dados. En tu turno tiras los dados para lograr una combinación y luego puedes colocar una de tus fichas en una casilla libre de esa combinación. La meta es alinear tus fichas: las líneas de 3, 4 o 5 dan puntos. Un sorteo decide quién lleva las blancas y empieza; el otro lleva las negras. Cada jugador tiene 12 fichas.

# Título: el tablero.
linotte-rules-board-title = El tablero
# El tablero, fila por fila.
linotte-rules-board = Las filas van de la A a la E de arriba abajo y las columnas del 1 al 5 de izquierda a derecha: C3 es el centro. Fila A: 1, 3, Appel, 4, 6. Fila B: 2, Carré, Sec, Full, 5. Fila C: Small, Full, Yam, Appel, Quinte. Fila D: 6, Sec, Quinte, Small, 1. Fila E: 3, 2, Carré, 5, 4. Los nombres son los del tablero francés, donde van impresos en mayúsculas. Una casilla con número es un Brelan de ese número, y cada número aparece dos veces. C recorre el tablero con las flechas: cada casilla dice su nombre, su combinación y quién la ocupa. B lee las filas, Mayús+B las columnas, G las diagonales y F las casillas libres.

# Título: un turno.
linotte-rules-turn-title = Un turno
# Las tiradas y plantarse.
linotte-rules-turn = Tira los cinco dados con R. Después puedes volver a tirar hasta dos veces más. Antes de cada tirada, guarda los dados que quieras y solo se tiran los demás. Plántate cuando quieras con Plantarse, la última opción de la lista; tras la tercera tirada te plantas de todos modos. Cada tirada se lee ordenada y agrupada, por ejemplo tres cuatros, un 2 y un 6, con las combinaciones que ya hace y sus casillas libres. Para volver a tirar hay que dejar al menos un dado sin guardar.

# Título: guardar dados.
linotte-rules-keeping-title = Guardar dados
# Cómo guardar y devolver dados.
linotte-rules-keeping = Tras cada tirada los dados se ordenan de menor a mayor: el dado 1 es el más bajo. Espacio o Intro sobre un dado de la lista lo guarda o lo devuelve al juego; las teclas del 1 al 6 guardan un dado de ese valor, o devuelven uno si ya están todos guardados. No se tira nada hasta que pulses R o elijas Volver a tirar: los dados guardados se quedan y los demás se tiran. Los dados guardados siguen guardados en la tirada siguiente hasta que los devuelvas: siempre se puede volver a tirar un dado guardado. Ejemplo: sacas 2, 4, 4, 5, 6; pulsa 4 dos veces para guardar los dos cuatros y R tira los otros tres dados.

# Título: las combinaciones.
linotte-rules-combinations-title = Las combinaciones
# Qué pide cada casilla.
linotte-rules-combinations = Brelan de un número, las casillas del 1 al 6: un trío, al menos tres dados de ese número; un Carré o un Yam de ese número también vale. Carré, el póker: al menos cuatro dados iguales. Full: tres dados de un valor y dos de otro; un Yam también vale. Quinte, la escalera: 1, 2, 3, 4, 5 o 2, 3, 4, 5, 6. Small, la suma baja: los cinco dados suman menos de 9, o sea 8 como mucho. Yam, el repóker: cinco dados iguales. Una tirada puede hacer varias combinaciones: cuatro seises y un 1 hacen un Brelan de seises y un Carré.

# Título: SEC.
linotte-rules-sec-title = Sec, de una sola tirada
# Las casillas SEC.
linotte-rules-sec = Sec quiere decir seco, de una vez: un Full, Carré, Quinte, Small o Yam que sale en la primera tirada, cuando te plantas sin volver a tirar ningún dado. Un Brelan solo no hace Sec. Anunciar un Appel no es una tirada: puedes anunciar y plantarte, y seguir teniendo un Sec. Un Sec también permite su propia casilla: un Full de una sola tirada puede ir a Full o a Sec.

# Título: APPEL.
linotte-rules-appel-title = Appel, la combinación anunciada
# Las casillas APPEL.
linotte-rules-appel = Appel quiere decir llamada. Justo después de tu primera tirada, antes de volver a tirar, pulsa A y anuncia Full, Carré, Quinte, Small o Yam. Si tus dados finales muestran la combinación anunciada después de al menos una tirada más, puedes ocupar una casilla Appel o, como siempre, la casilla de la propia combinación. Se anuncia una vez por turno, y solo mientras quede libre una casilla Appel. Un Yam cumple un Full o un Carré anunciado. Ejemplo: sacas tres cincos, anuncias Full, guardas los cincos y tiras dos veces más; dos doses al final te dejan A3 o C4 por el Appel, B4 o C2 por el Full, o B5 o E4 por el Brelan de cincos.

# Título: colocar una ficha.
linotte-rules-placing-title = Colocar una ficha
# La colocación.
linotte-rules-placing = Cuando te plantas, la lista solo ofrece las casillas libres que permiten tus dados, cada una con su nombre y su combinación, por ejemplo C3, Yam, y No colocar nada. Colocas como mucho una ficha por turno y nunca estás obligado a colocarla. Una casilla ocupada ya no se puede volver a ocupar. Si ninguna casilla libre encaja con tus dados, el turno pasa enseguida.

# Título: líneas y puntos.
linotte-rules-lines-title = Líneas y puntos
# La puntuación.
linotte-rules-lines = Fichas de un mismo color seguidas en una fila, una columna o una diagonal forman una línea. Cada línea, tomada lo más larga posible, de 3 fichas o más cuenta una vez: 3 fichas dan 2 puntos, 4 fichas 3 puntos, 5 fichas 4 puntos. Una línea de 4 cuenta como una sola línea de 4, no como dos de 3. Una ficha puede contar en varias direcciones. Las diagonales cortas de 3 o 4 casillas también cuentan. Tras cada ficha oyes las líneas que ha hecho y los puntos que suman.

# Título: el final.
linotte-rules-end-title = Final de la partida
# El final y el ganador.
linotte-rules-end = La partida termina en cuanto un jugador alinea 5 fichas o coloca su duodécima ficha; el otro jugador no vuelve a jugar. Gana quien tenga más puntos; en caso de empate, ganan las negras.

# Título: las teclas.
linotte-rules-keys-title = Teclas
# Las teclas del juego.
linotte-rules-keys = R tira los dados. Arriba y Abajo recorren los dados; Espacio o Intro guarda un dado o lo devuelve al juego; del 1 al 6 guardan un dado por su valor; R, o Intro sobre Volver a tirar, tira los demás. A anuncia un Appel. Plantarse, la última opción, termina las tiradas; luego elige una casilla o No colocar nada con Intro. D repite los dados, T dice de quién es el turno, S los puntos y Mayús+S cada línea, W los jugadores y sus fichas, C el tablero. B lee las filas, Mayús+B las columnas, G las diagonales y F las casillas libres.
