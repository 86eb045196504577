## Sixty-One: la explicación de las reglas (F2), un título y un texto por sección.

# Título de sección de las reglas.
sixty-one-rules-overview-title = El juego
# Reglas: el objetivo y la hoja.
sixty-one-rules-overview = Sixty-One es un juego otoñal de dados y lápiz, de 1 a 6 jugadores. Cada uno tiene una hoja de juego con seis áreas numeradas como las caras de un dado: 1 Calabazas, 2 Nenúfares, 3 Malvaviscos, 4 Chocolate caliente, 5 Madrigueras de zorro, 6 Setas, y una fila de 20 hojas. En cada ronda se tiran tres dados para todos. Gana quien tenga más bellotas al final de la ronda 20, o de la ronda en la que el total de hojas de alguien llegue a 61.
# Título de sección de las reglas.
sixty-one-rules-round-title = Una ronda
# Reglas: cómo se usan los tres dados.
sixty-one-rules-round = En cada ronda los tres dados se tiran una sola vez, para todos. Luego cada jugador los usa en su propia hoja: un dado elige el área, por su número; otro dado es el valor que se escribe en una casilla de esa área; el tercero se suma a la fila de hojas. Escribir es obligatorio siempre que alguna opción quepa. Ejemplo: con 2, 5 y 5 puedes elegir las Madrigueras de zorro con un 5, escribir el otro 5 en una madriguera y sumar 2 a tus hojas; o elegir los Nenúfares con el 2, escribir un 5 y sumar 5 a tus hojas. Todos eligen en secreto y a la vez; las jugadas se desvelan juntas cuando el último jugador ha elegido.
# Título de sección de las reglas.
sixty-one-rules-choosing-title = Elegir la jugada
# Reglas: el selector de jugadas y las teclas numéricas.
sixty-one-rules-choosing = Una jugada se elige en tres pasos: el dado del área, luego el dado del valor y luego la casilla. Cada valor te dice a qué total llevará tus hojas el dado restante, y cada casilla, cuántas bellotas da. Las teclas del 1 al 6 saltan al área del dado que muestra ese número; con el área ya elegida, escogen el valor que vas a escribir; si no cabe nada, mandan ese dado a tus hojas; al colocar una X, eligen el área. Esc retrocede un paso; L dice lo que puedes escribir; Mayús+L, o el número de un área que no puedes usar, te dice por qué.
# Título de sección de las reglas.
sixty-one-rules-skip-title = Cuando no cabe nada
# Reglas: no escribir.
sixty-one-rules-skip = Solo cuando ninguna pareja de dados cabe en ningún sitio de tu hoja dejas de escribir. Entonces eliges cualquiera de los tres dados y lo sumas a tu fila de hojas. Si cabe aunque sea una opción, tienes que escribirla.
# Título de sección de las reglas.
sixty-one-rules-pumpkins-title = 1, Calabazas
# Reglas: las calabazas.
sixty-one-rules-pumpkins = Dos calabazas de dos casillas cada una. La primera casilla de una calabaza admite cualquier valor; la segunda, que se llena después, debe ser igual a la primera. Puedes empezar por cualquiera de las dos, y no hace falta terminar una antes de empezar la otra. Cada calabaza completa da 3 bellotas. Ejemplo: un 4 en la primera casilla de la calabaza 2 y luego otro 4 a su lado: 3 bellotas.
# Título de sección de las reglas.
sixty-one-rules-lilies-title = 2, Nenúfares
# Reglas: los nenúfares.
sixty-one-rules-lilies = Cinco nenúfares que se llenan en orden. Cada valor debe ser distinto de todos los ya escritos en los nenúfares. Dan 1, 1, 2, 2 y 3 bellotas, cada uno en cuanto se llena. Ejemplo: tras 3, 6 y 1, el cuarto nenúfar admite 2, 4 o 5.
# Título de sección de las reglas.
sixty-one-rules-marshmallows-title = 3, Malvaviscos
# Reglas: los malvaviscos.
sixty-one-rules-marshmallows = Dos brochetas: la izquierda lleva 2 malvaviscos y la derecha 3. El primer malvavisco de una brocheta admite cualquier valor; todos los demás de esa brocheta deben tener el mismo. Cada brocheta se llena desde su primer malvavisco; puedes empezar por cualquiera y no hace falta terminar una antes de la otra. Una vez completa, la brocheta izquierda da 3 bellotas y la derecha, 5.
# Título de sección de las reglas.
sixty-one-rules-chocolate-title = 4, Chocolate caliente
# Reglas: el chocolate caliente.
sixty-one-rules-chocolate = Seis tazas numeradas del 1 al 6. Cada taza solo admite su propio número, una sola vez, y las tazas se llenan en cualquier orden. Cada taza da una bellota, salvo la taza 4, que da 2.
# Título de sección de las reglas.
sixty-one-rules-dens-title = 5, Madrigueras de zorro
# Reglas: las madrigueras de zorro.
sixty-one-rules-dens = Seis madrigueras en pirámide: las 1, 2 y 3 en la fila de abajo, las 4 y 5 en medio y la 6 en la cima. La madriguera 4 descansa sobre la 1 y la 2, la 5 sobre la 2 y la 3, y la 6 sobre la 4 y la 5. Las de abajo se llenan en cualquier orden; una de más arriba solo se puede llenar cuando las dos de debajo están llenas. Un valor no puede repetir el de una madriguera llena vecina: las contiguas de su misma fila, las dos sobre las que descansa y las que descansan sobre ella. Las de abajo dan 1 bellota cada una, las del medio 2 cada una y la de la cima 4. Ejemplo: con un 5 en la madriguera 1 y un 2 en la 2, la madriguera 4 no admite ni 5 ni 2.
# Título de sección de las reglas.
sixty-one-rules-mushrooms-title = 6, Setas
# Reglas: las setas.
sixty-one-rules-mushrooms = Cinco setas que se llenan en orden. La primera admite cualquier valor; cada una de las siguientes debe valer uno más o uno menos que la anterior, y el 6 y el 1 cuentan como seguidos. Dan 1, 2, 2, 2 y 3 bellotas, cada una en cuanto se llena. Ejemplo: tras un 6, la seta siguiente admite un 5 o un 1.
# Título de sección de las reglas.
sixty-one-rules-leaves-title = La fila de hojas
# Reglas: la fila de hojas y sus premios.
sixty-one-rules-leaves = En cada ronda, el dado de las hojas se suma a tu total anterior, empezando desde 0, y el nuevo total se escribe en la siguiente de las 20 hojas. Un total exactamente igual a 11, 31 o 51 te da una X; exactamente 21 da 2 bellotas, 41 da 3 bellotas y 61 da 5 bellotas. Pasar de largo uno de esos números sin caer en él no da nada. Ejemplo: con 18, sumar 3 da 21 y 2 bellotas; sumar 4 da 22 y nada.
# Título de sección de las reglas.
sixty-one-rules-wildcard-title = La X
# Reglas: la X comodín, con los puntos que las reglas dejaban abiertos.
sixty-one-rules-wildcard = Una X se coloca enseguida, en la misma ronda, una vez desveladas todas las jugadas de la ronda, en cualquier casilla libre de cualquier área: puntúa igual que cualquier otra casilla. Vale por cualquier cosa: completa una calabaza o una brocheta sea cual sea el otro valor, un nenúfar posterior solo tiene que ser distinto de los valores reales, una madriguera vecina admite cualquier valor, y la seta que sigue a una X admite cualquier valor. Los valores escritos junto a una X siguen cumpliendo su regla entre ellos: una brocheta con una X y un 4 sigue necesitando un 4. Una X que no encuentra ninguna casilla libre se pierde.
# Título de sección de las reglas.
sixty-one-rules-bonus-title = El primero en llenar un área
# Reglas: las bonificaciones por llenar primero.
sixty-one-rules-bonus = El primer jugador que llene un área por completo gana 3 bellotas extra. Si varios completan la misma área en la misma ronda, X incluida, todos ellos ganan la bonificación. Los demás se quedan sin esa bonificación para siempre, aunque todavía pueden llenar el área y sumar sus bellotas.
# Título de sección de las reglas.
sixty-one-rules-end-title = Fin de la partida
# Reglas: las dos formas de terminar.
sixty-one-rules-end = La partida termina al acabar la ronda en la que el total de hojas de algún jugador llega a 61 o más: esa ronda se completa, colocación de las X incluida. Si no, termina tras la ronda 20.
# Título de sección de las reglas.
sixty-one-rules-scoring-title = Puntuación
# Reglas: la puntuación final.
sixty-one-rules-scoring = Tu puntuación son las bellotas de tus seis áreas, más tus bonificaciones por llenar primero, más las bellotas de tu fila de hojas. Gana quien tenga más bellotas; si hay empate, la victoria se comparte. S da las puntuaciones y Mayús+S el detalle de cada línea.
