## Sixteen: el recorrido por las reglas (F2), una sección por cada paso de la partida.

# Título: el objetivo.
sixteen-rules-goal-title = El objetivo
# El objetivo del juego.
sixteen-rules-goal = Cada ficha que te queda en la mano cuenta en tu contra. Coloca tus fichas en cinco filas comunes, una por color, siempre subiendo, y vacía tu mano antes que nadie, o acaba con la mano que menos puntos sume. Gana la puntuación más baja. Ejemplo: acabar con un 3 rojo, un 5 amarillo y un 11 verde suma 19 puntos.
# Título: las fichas.
sixteen-rules-tiles-title = Las fichas
# Las 88 fichas y los cinco colores.
sixteen-rules-tiles = Hay 88 fichas. Cinco colores, rojo, amarillo, verde, azul y morado, tienen cada uno los números del 1 al 15 y dos fichas 16: el 16 Reinicio (impreso 16 RESTART) y el 16 Fin (impreso 16 END). Tres fichas especiales completan el juego: dos Tijeras y una Papelera. Tu mano es secreta; todos ven las filas y saben cuántas fichas tiene cada jugador.
# Título: el reparto.
sixteen-rules-deal-title = El reparto
# Cómo se reparten las fichas y quién empieza.
sixteen-rules-deal = Con 4 jugadores, cada uno toma 22 fichas. Con 3, cada uno toma 29 y una ficha se queda en la bolsa; si es un 1, va igualmente al centro. Con 2, los cinco unos van primero al centro, luego cada uno toma 30 y el resto se queda sin usar en la bolsa. Cada 1 repartido va enseguida al centro, así que las cinco filas empiezan siempre con su 1. Empieza quien tiene el 1 rojo; con 2 jugadores, o si el 1 rojo se quedó en la bolsa, se sortea quién empieza. Después se juega por turnos, en el orden de los puestos.
# Título: el turno.
sixteen-rules-turn-title = Tu turno
# Qué es un turno.
sixteen-rules-turn = En tu turno, haz una sola cosa: colocar fichas en una fila, usar una ficha especial (Tijeras o Papelera) y luego, si quieres, colocar fichas en esa misma fila, o pasar cuando no cabe nada. Ejemplo: cortas el 12 rojo con unas Tijeras y luego colocas tus 10 y 11 rojos.
# Título: colocar fichas.
sixteen-rules-place-title = Colocar fichas
# Cómo van las fichas en una fila.
sixteen-rules-place = Las fichas van en la fila de su color, por encima de su última ficha. Coloca o bien una ficha, en cualquier número más alto (se permiten huecos), o bien una escalera de números seguidos cuya primera ficha supere la última de la fila. Ejemplo: sobre la fila roja 1, 4, 7 puedes colocar el 10 solo, o el 8, el 9 y el 10 juntos, pero nunca el 5. Una sola fila por turno. Cuidado: las fichas que te saltas se quedan bloqueadas en tu mano hasta que la fila vuelva a bajar.
# Título: las fichas 16.
sixteen-rules-sixteens-title = Las fichas 16
# El 16 Reinicio y el 16 Fin.
sixteen-rules-sixteens = Un 16 vale 16: colócalo solo después de cualquier número, o al final de una escalera que llegue al 15, como 14, 15, 16. Nunca dos fichas 16 en el mismo turno, y tu turno acaba después de un 16. El 16 Reinicio devuelve su fila a su 1: todas las fichas por encima del 1 y el propio Reinicio salen del juego. El 16 Fin cierra su fila: no se coloca nada en ella hasta que se quite el 16 Fin, ni siquiera un 16 Reinicio. Un 16 Reinicio en una fila que solo tiene su 1 está permitido: simplemente sale del juego.
# Título: las fichas especiales.
sixteen-rules-specials-title = Tijeras y Papelera
# Las dos fichas especiales.
sixteen-rules-specials = Las Tijeras quitan la última ficha de cualquier fila; la Papelera quita tantas fichas como quieras del final de una fila. Ninguna se lleva nunca el 1 de una fila, y las dos pueden quitar un 16 Fin, lo que vuelve a abrir la fila. Después puedes hacer una colocación en esa misma fila, o terminar tu turno. Si ninguna de tus fichas cabe en ella, tu turno termina solo. Una sola ficha especial por turno; nunca estás obligado a usarlas, pero cada una que siga en tu mano al final cuesta 20 puntos. Las fichas quitadas y las especiales usadas salen del juego.
# Título: pasar.
sixteen-rules-pass-title = Pasar
# Cuándo puede pasar un jugador.
sixteen-rules-pass = Solo puedes pasar si ninguna de tus fichas de número ni ninguno de tus 16 cabe en una fila. Una ficha especial nunca te obliga a jugar: sin nada que colocar puedes pasar aunque tengas una. Usar una ficha especial es una jugada, no un pase.
# Título: el final.
sixteen-rules-end-title = El final
# Cómo termina la partida.
sixteen-rules-end = La partida acaba en el acto cuando un jugador se queda sin fichas, aunque sea justo después de una ficha especial; ese jugador gana. También acaba cuando todos los jugadores pasan en la misma ronda: uno tras otro, sin ninguna jugada entre medias. Entonces se enseñan y se cuentan todas las manos.
# Título: la puntuación.
sixteen-rules-score-title = La puntuación
# Cómo se cuenta y quién gana.
sixteen-rules-score = Cada ficha de número que queda cuenta su valor, cada ficha 16 cuenta 16, y las Tijeras y la Papelera, 20 cada una. Gana la puntuación más baja; en caso de empate, gana quien tenga menos fichas; si siguen empatados, la victoria se comparte. Ejemplo: 19 puntos en 3 fichas ganan a 19 puntos en 4. Durante la partida solo conoces tu propia puntuación.
# Título: las teclas.
sixteen-rules-keys-title = Jugar con el teclado
# Las teclas de este juego.
sixteen-rules-keys = Elige una jugada paso a paso: primero colocar, Tijeras, Papelera o pasar; luego la fila; luego las fichas, con las escaleras más largas primero. Cada opción dice lo que queda después de jugarla. D lee tu mano color por color, B lee cada fila y lo que puede venir, Mayús+P enumera todas las colocaciones que podrías hacer, L dice lo que puedes hacer, W dice cuántas fichas tiene cada jugador y quién ha pasado, T a quién le toca, y C consulta tu mano ficha por ficha con las filas en cuadrícula.
