## 16 lueurs d'hiver: el reglamento paso a paso (F2), una sección por mensaje.

# Título de sección.
lueurs-rules-goal-title = Objetivo
# El objetivo del juego.
lueurs-rules-goal = Cada jugador rellena su hoja de puntuación invernal: cinco zonas donde anotar parejas de dados y cinco guirnaldas de bombillas, dieciséis bombillas en total. Los puntos son cascabeles. Gana quien tenga más cascabeles al final; si hay empate, la victoria se comparte. De 1 a 6 jugadores; en solitario, juegas para batir tu mejor marca.

# Título de sección.
lueurs-rules-turn-title = Un turno
# Cómo va un turno.
lueurs-rules-turn = Se tiran los tres dados una sola vez para todos. Después cada jugador, a la vez y en secreto, elige dos dados como pareja y la anota en una zona de su hoja, o no anota nada. El tercer dado, el dado de guirnalda, enciende una bombilla de la guirnalda de su color. Cuando todos han elegido, todos anotan a la vez en sus hojas y se anuncian las zonas completadas. Ejemplo: sale 1, 4 y 5; anotas 1 y 4 en las Casitas, fila 1, columna 4, y el 5 enciende una bombilla azul.

# Título de sección.
lueurs-rules-choosing-title = Elegir tu jugada
# Cómo se elige la jugada, con las teclas.
lueurs-rules-choosing = Tu jugada se elige paso a paso y solo se ofrecen opciones permitidas: los poderes, en cuanto tengas uno; la pareja (o no anotar nada); la zona; el lugar exacto, con el valor de un comodín; y por último la bombilla. Arriba y Abajo para moverte, Intro para elegir, Esc para volver un paso atrás. No se escribe nada hasta que eliges la bombilla. Mayús+L dice por qué no se ofrece una pareja, una zona o una bombilla. L resume las parejas y sus zonas, D dice los dados, C consulta tu hoja y Mayús+C la de otro jugador, G lee tus guirnaldas y B tus bolsas. En el paso de la pareja, un número del 1 al 6 guarda ese dado para la guirnalda y forma la pareja con los otros dos. F2 sobre una opción lee la regla que se le aplica.

# Título de sección.
lueurs-rules-doubles-title = Dobles
# Los dobles.
lueurs-rules-doubles = Cuando la tirada muestra dos dados iguales, cada jugador marca una de sus 12 casillas de doble, que vale un cascabel. Se marca automáticamente al tirar. Solo cuentan los dados naturales: los poderes nunca hacen ni deshacen un doble. Un trío cuenta como un solo doble. Ejemplo: una tirada de 3, 3 y 5 hace marcar una casilla de doble en cada hoja; con tus 12 casillas marcadas, los dobles ya no te dan nada.

# Título de sección.
lueurs-rules-powers-title = Poderes
# Los poderes +1 y −1.
lueurs-rules-powers = Completar una guirnalda desbloquea su poder para el resto de la partida: la roja, la verde y la azul dan más 1; la amarilla y la morada, menos 1. En cada turno puedes sumar 1 a un dado con más 1 y restar 1 a otro dado con menos 1, cada uno una vez como mucho; un 6 no puede subir ni un 1 bajar. Una segunda guirnalda con el mismo poder no da nada más. El valor cambiado cuenta para la zona y para la guirnalda, nunca para los dobles. Un dado que sube a 6 se vuelve comodín; un 6 que baja a 5 es solo un 5. Ejemplo: tienes 2, 3 y 5 y el poder más 1: el 5 pasa a 6, un comodín. Los usos que darían los mismos dados que otra opción se ofrecen una sola vez.

# Título de sección.
lueurs-rules-jokers-title = Comodines
# El 6 comodín.
lueurs-rules-jokers = Cada 6 es un comodín. Al anotarlo dices qué valor del 1 al 6 representa, y ese valor es el que se escribe. Al elegir la jugada, lo indicas con el lugar que marcas: la casilla del Pájaro cantor, la casita, el muñeco de nieve, los números de los pasteles o del dominó. Ejemplo: con 6 y 3 en los Muñecos de nieve, marcar el 9 declara el comodín como un 6; marcar el 4, como un 1. Un 6 usado como dado de guirnalda te deja marcar cualquier guirnalda que no esté completa.

# Título de sección.
lueurs-rules-bird-title = El Pájaro cantor
# La zona del Pájaro cantor.
lueurs-rules-bird = Un camino de 12 casillas sale del pájaro. Cada casilla lleva un valor de dado: 2, 5, 1, 4, 3, 6, 5, 2, 4, 1, 6, 3, desde el pájaro hacia fuera. La pareja marca dos casillas libres, cada una con uno de sus valores, en cualquier punto del camino; si solo se puede marcar una, la pareja no puede ir ahí. Las casillas valen 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, pero solo puntúa la serie sin huecos de casillas marcadas desde la casilla 1. Ejemplo: las casillas de la 1 a la 8 marcadas dan 14; la casilla 10 marcada con la 9 vacía no da nada hasta que se marque la 9. Bolsa: 3 cascabeles.

# Título de sección.
lueurs-rules-birdhouses-title = Las Casitas
# La zona de las Casitas.
lueurs-rules-birdhouses = Una cuadrícula de 3 por 3 casitas para pájaros: filas 1, 2 y 3; columnas 4, 5 y 6. La pareja debe tener un dado del 1 al 3, la fila, y otro del 4 al 6, la columna, en cualquier orden; marca esa casita si está vacía. Una fila completa da 6, 7 u 8 para las filas 1, 2 y 3; una columna completa, 8, 7 o 6 para las columnas 4, 5 y 6. Ejemplo: la pareja 2 y 5 marca la fila 2, columna 5; la fila 3 y la columna 5 completas dan 15. Un comodín puede hacer de fila o de columna. Bolsa: 3 cascabeles.

# Título de sección.
lueurs-rules-cakes-title = Los Pasteles
# La zona de los Pasteles.
lueurs-rules-cakes = Un kouglof de 4 nubes de humo y dos galletas de 3 nubes cada una; se escribe desde la nube de abajo hacia arriba. En el kouglof los números deben subir estrictamente; en cada galleta, bajar estrictamente. Cada valor de la pareja va en la nube vacía más baja de un pastel: los dos en el mismo pastel, en el orden que elijas, el primero debajo; o uno en cada uno de dos pasteles. Los dos deben caber. Las nubes dan, desde abajo: kouglof 1, 1, 2, 2; cada galleta 1, 1, 2. Ejemplo: 1 y luego 2 en el kouglof, más tarde 3 en el kouglof y 4 en la galleta 1: 5 cascabeles. Bolsa: 3 cascabeles.

# Título de sección.
lueurs-rules-snowmen-title = Los Muñecos de nieve
# La zona de los Muñecos de nieve.
lueurs-rules-snowmen = Once muñecos de nieve para las sumas del 2 al 12. Suma los dos dados de la pareja y marca ese muñeco si está vacío. La suma 2 da 4 cascabeles; la 3, 3; la 4, 2; cada suma del 5 al 9, 1; la 10, 2; la 11, 3, y la 12, 4. Ejemplo: la pareja 1 y 1 marca el 2 por 4 cascabeles; la pareja 5 y 6 marca el 11 por 3. Bolsa: 3 cascabeles.

# Título de sección.
lueurs-rules-squirrel-title = La Ardilla
# La zona de la Ardilla.
lueurs-rules-squirrel = Cinco espacios de dominó en fila; la flecha marca el centro, el espacio 3, que recibe el primer dominó, girado como quieras. Cada dominó siguiente va en el espacio vacío junto a la fila, por cualquiera de los dos extremos, girado para que las mitades que se tocan muestren el mismo número. Los espacios dan 4, 3, 2, 3, 4 de izquierda a derecha. Ejemplo: 2 y 5 en el centro; después, 5 y 1 pueden ir a su derecha, con el 5 junto al 5, y 4 y 2 a su izquierda, con el 2 junto al 2. Bolsa: 2 cascabeles.

# Título de sección.
lueurs-rules-garlands-title = Guirnaldas y bombillas
# Las guirnaldas.
lueurs-rules-garlands = En cada turno marcas una bombilla con el dado de guirnalda: el 1 enciende la roja; el 2, la amarilla; el 3, la verde; el 4, la morada, y el 5, la azul. Las guirnaldas roja, amarilla, verde y morada tienen 3 bombillas; la azul, 4: dieciséis en total. Un 6, o un dado cuya guirnalda ya esté completa, te deja marcar una bombilla de cualquier guirnalda sin completar. Si no anotas nada, igualmente marcas una bombilla, con el dado que quieras. Ejemplo: Fanny se queda con un 4 y marca una bombilla morada; así completa la morada, que le da el poder menos 1. Bolsas de las guirnaldas: 2 cascabeles, 3 la azul.

# Título de sección.
lueurs-rules-bags-title = Bolsas de cascabeles
# Las bolsas.
lueurs-rules-bags = Cada zona y cada guirnalda tiene su bolsa de cascabeles. Cuando completas una zona o una guirnalda, lo anuncias y rodeas su bolsa: contará al final. Todos los demás tachan esa bolsa y ya no podrán ganarla. Si varios jugadores completan lo mismo en el mismo turno, todos rodean su bolsa. Si tu bolsa ya estaba tachada, la zona sigue dando sus propios cascabeles, pero la bolsa se pierde. En solitario, ninguna bolsa se tacha nunca.

# Título de sección.
lueurs-rules-end-title = Final de la partida
# El final.
lueurs-rules-end = La partida termina tras el turno en el que algún jugador ha completado cuatro guirnaldas. Ese turno lo juegan todos y luego se cuentan los puntos. Gana quien tenga más cascabeles; si hay empate, la victoria se comparte: enhorabuena y seguid siendo amigos, que es importante. Una partida dura 15 turnos como mucho.

# Título de sección.
lueurs-rules-scoring-title = Tabla de puntuación
# El recuento.
lueurs-rules-scoring = La tabla de puntuación suma seis filas: primero los dobles marcados y todas las bolsas rodeadas; luego el Pájaro cantor, las Casitas, los Pasteles, los Muñecos de nieve y la Ardilla. Ejemplo: 11, 14, 15, 5, 7 y 0 suman 52, con dos dobles y las bolsas de las guirnaldas roja, amarilla, verde y azul, 2, 2, 2 y 3, en la primera fila.

# Título de sección.
lueurs-rules-solo-title = Jugar en solitario
# El juego en solitario.
lueurs-rules-solo = En solitario juegas con las mismas reglas y buscas tu mejor puntuación; toda bolsa que completes es tuya. Al final oyes tu puntuación y tu mejor marca hasta ahora.

# Título de sección.
lueurs-rules-readings-title = Cómo lee esta edición el reglamento
# Las decisiones donde el reglamento impreso calla.
lueurs-rules-readings = Donde el reglamento impreso no dice nada, esta edición decide: la casilla de doble se marca sola al tirar; los dos poderes no pueden usarse sobre el mismo dado, porque se anularían; los poderes también sirven cuando no anotas nada, para cambiar qué bombilla puedes marcar; un poder desbloqueado durante un turno se usa a partir del turno siguiente; siempre puedes no anotar nada, aunque una pareja quepa; en el Pájaro cantor, el valor del comodín es el impreso en la casilla que marca; las elecciones de todos los jugadores en un turno se anotan antes de mirar las zonas completadas, así que todos los que terminan en el mismo turno ganan la bolsa.
