## Fairy Lights: la explicación de las reglas (F2), sección por sección.

# Título de sección.
fairy-lights-rules-goal-title = El juego
# El objetivo, los jugadores, quién empieza.
fairy-lights-rules-goal = Fairy Lights es un juego de cartas de tentar a la suerte, de 2 a 5 jugadores. Las cartas se roban una a una y se colocan en una fila boca arriba que ve toda la mesa, la tienda; en tu turno robas mientras te atrevas y luego tomas las cartas de un color. Cuando tus bombillas de un color llegan a 3, 6, 9 o 12, esas cartas se anotan y sus estrellas cuentan a tu favor; las cartas que sigan boca arriba al final cuentan en contra. Empieza el primer jugador de la mesa y el turno sigue el orden de los puestos.
# Título de sección.
fairy-lights-rules-deck-title = El mazo
# Las 60 cartas y lo que es público.
fairy-lights-rules-deck = 60 cartas de cinco colores, doce de cada uno: rojo, amarillo, verde, azul y morado. En cada color, ocho cartas tienen una bombilla y valen 0, 0, 1, 1, 1, 1, 2 y 2 estrellas, y cuatro cartas tienen 2 bombillas y valen 0, 0, 1 y 1 estrella: 16 bombillas y 10 estrellas por color. El mazo se baraja una vez, boca abajo. Su orden es secreto, pero lo que queda es público, como muestra el reverso de las cartas reales: la tecla B dice las cartas que quedan por color y el riesgo de apagón en el próximo robo.
# Título de sección.
fairy-lights-rules-turn-title = Tu turno
# La elección al empezar el turno según el tamaño de la tienda.
fairy-lights-rules-turn = Al empezar tu turno, cuenta las cartas de la tienda. Con 5 cartas tienes que tomar cartas y no puedes robar. Con entre 1 y 4 cartas eliges entre robar y tomar cartas. Con la tienda vacía tienes que robar. La tecla R roba y la tecla K toma cartas; también puedes elegir en la lista con las flechas e Intro.
# Título de sección.
fairy-lights-rules-draw-title = Robar y el apagón
# Robar, el apagón, la toma obligada.
fairy-lights-rules-draw = Robar descubre la carta de arriba del mazo y la pone al final de la tienda; la oyes enseguida, por ejemplo «Morada, 2 bombillas, una estrella». Si es del color de la carta que era la última de la tienda justo antes, se produce un apagón: tu turno termina en el acto, no tomas nada y la carta se queda en la tienda para el siguiente jugador. Si no, con 5 cartas en la tienda tienes que tomar cartas; con menos, eliges entre volver a robar o tomar cartas. Ejemplo: la tienda termina en una carta azul y robas una carta azul: apagón. Una carta robada con la tienda vacía nunca provoca un apagón.
# Título de sección.
fairy-lights-rules-take-title = Tomar
# Cuántos colores se toman.
fairy-lights-rules-take = Con entre 1 y 4 cartas en la tienda, toma todas las cartas de un color. Con 5 cartas, toma todas las cartas de dos colores; si solo hay un color, tómalo. Cada opción dice lo que te llevas y qué pasaría después, por ejemplo «Rojo: 2 cartas, 3 bombillas, una estrella; anotarías 3 cartas por 4 estrellas». Las demás cartas se quedan en la tienda para el siguiente jugador.
# Título de sección.
fairy-lights-rules-bank-title = Anotar, quedarse, descartar
# Qué pasa con cada color tomado.
fairy-lights-rules-bank = Después de tomar cartas, por cada color tomado cuenta las bombillas de ese color entre tus cartas sin anotar, las nuevas incluidas. Un múltiplo de 3, es decir 3, 6, 9 o 12: todas esas cartas se anotan boca abajo y sus estrellas cuentan a tu favor. Una o dos bombillas: te quedas las cartas boca arriba. 4 o más sin ser múltiplo de 3: descartas todas tus cartas sin anotar de ese color. Ejemplo: tienes una carta roja de una bombilla y tomas una carta roja de 2 bombillas: 3 bombillas, anotadas. Si hubieras tomado dos cartas rojas de 2 bombillas: 5 bombillas, y las tres cartas se descartan. En la mesa real las cartas anotadas están boca abajo, pero todos vieron cómo se tomaban, así que aquí se puede escuchar cualquier colección: C la tuya, Mayús+C la de otro jugador.
# Título de sección.
fairy-lights-rules-end-title = Final y puntuación
# La última carta, la puntuación, los empates.
fairy-lights-rules-end = Cuando se descubre la última carta del mazo, quien la robó termina su turno: ya no puede robar, así que, salvo que esa carta provoque un apagón, toma cartas, y la partida termina. Tu puntuación son las estrellas de tus cartas anotadas menos las de tus cartas sin anotar. Gana la puntuación más alta; si hay empate, la victoria se comparte. Ejemplo: 14 estrellas anotadas y 3 estrellas todavía boca arriba dan 11 puntos.
# Título de sección.
fairy-lights-rules-keys-title = Teclas
# Las teclas del juego y la consulta.
fairy-lights-rules-keys = R roba. K toma cartas: abre la elección de colores, o toma directamente si solo hay una opción. D lee la tienda carta a carta y nombra la última; G la resume por color. B dice el mazo por color y el riesgo de apagón. C consulta tu colección, y luego la tienda y el mazo; Mayús+C la de otro jugador. T dice de quién es el turno y qué permite la tienda; S y Mayús+S dan las puntuaciones; L las jugadas posibles.
