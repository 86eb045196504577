## 16 lueurs d'hiver: la partida guiada, una explicación y una pista por paso.

# Paso 1, dados 2, 5 y 5: el juego, el comienzo abreviado, los dobles y el Pájaro cantor.
lueurs-tutorial-bird = En 16 lueurs d'hiver se tiran tres dados cada turno: dos de ellos, la pareja, se anotan en una zona de tu hoja, y el tercero enciende una bombilla en la guirnalda de su color: el 1, la roja; el 2, la amarilla; el 3, la verde; el 4, la morada; el 5, la azul; un 6, o un dado cuya guirnalda ya esté completa, enciende cualquier guirnalda. La partida termina tras el turno en que alguien completa cuatro guirnaldas. Para que la lección sea corta, te incorporas a una partida en solitario que ya lleva ocho turnos: tu guirnalda roja está completa, y las guirnaldas amarilla, verde y morada tienen algunas bombillas encendidas. Esta tirada muestra dos cincos: es un doble, así que se te marca una casilla de doble, que vale un cascabel. Ahora el Pájaro cantor: la pareja marca dos casillas de su camino, una de cada valor; solo puntúa la serie sin huecos desde el pájaro. La lista pregunta primero por el poder de tu guirnalda roja: elige Sin poder, por ahora. Luego elige la pareja 2 y 5, el Pájaro cantor, las casillas 1 y 2, y enciende la guirnalda azul con el otro 5.
# Pista del paso 1.
lueurs-tutorial-bird-hint = Esa jugada no. Elige la pareja 2 y 5, el Pájaro cantor, las casillas 1 y 2, y luego la guirnalda azul.
# Paso 2, dados 1, 4 y 2: las Casitas, una guirnalda completa y su bolsa.
lueurs-tutorial-birdhouses = Las Casitas forman una cuadrícula de 3 filas, del 1 al 3, y 3 columnas, del 4 al 6: la pareja debe tener un valor de cada tipo, y marca la casita correspondiente. Las filas y columnas completas puntúan. Elige la pareja 1 y 4, las Casitas, y enciende la guirnalda amarilla con el 2: queda completa. Completar una guirnalda te da su bolsa de cascabeles y desbloquea su poder para el resto de la partida: la amarilla da menos 1.
# Pista del paso 2.
lueurs-tutorial-birdhouses-hint = Esa jugada no. Elige la pareja 1 y 4, las Casitas, y luego la guirnalda amarilla.
# Paso 3, dados 3, 3 y 6: otro doble, un comodín en los Muñecos de nieve.
lueurs-tutorial-snowmen = Dos treses: otro doble. Un 6 es un comodín: cuando lo anotas, dices qué valor del 1 al 6 representa. Hay un muñeco de nieve para cada suma del 2 al 12, y las sumas más raras valen más. Elige la pareja 3 y 6, los Muñecos de nieve, y la suma 4: el 6 hace de 1, y la suma 4 da 2 cascabeles. Enciende la guirnalda verde con el otro 3: también queda completa.
# Pista del paso 3.
lueurs-tutorial-snowmen-hint = Esa jugada no. Elige la pareja 3 y 6, los Muñecos de nieve, la suma 4, y luego la guirnalda verde.
# Paso 4, dados 1, 3 y 4: el poder más 1 y los Pasteles.
lueurs-tutorial-cakes = Tu guirnalda roja te ha dado el poder más 1: una vez por turno puedes sumar 1 a un dado. Los Pasteles: un kouglof y dos galletas, cada uno con nubes de humo que se llenan desde abajo, con los números subiendo en el kouglof y bajando en las galletas; cada valor va en la nube vacía más baja de un pastel. Usa más 1 sobre el 1, que se convierte en un 2; elige la pareja 2 y 3, los Pasteles, los dos en el kouglof, 2 y luego 3; y enciende la guirnalda morada con el 4.
# Pista del paso 4.
lueurs-tutorial-cakes-hint = Esa jugada no. Primero usa más 1 sobre el 1; luego la pareja 2 y 3, los Pasteles, dos veces el kouglof, 2 y luego 3; y luego la guirnalda morada.
# Paso 5, dados 5, 2 y 4: la Ardilla, y la cuarta guirnalda.
lueurs-tutorial-squirrel = La Ardilla tiene 5 espacios de dominó en fila: el primer dominó va en el centro, y cada uno de los siguientes, junto a uno ya colocado; las mitades que se tocan deben mostrar el mismo número. Elige la pareja 2 y 5, la Ardilla, el espacio central con el 2 a la izquierda, y enciende la guirnalda morada con el 4. La morada queda completa: es tu cuarta guirnalda, así que la partida termina tras este turno.
# Pista del paso 5.
lueurs-tutorial-squirrel-hint = Esa jugada no. Elige la pareja 2 y 5, la Ardilla, el espacio central con el 2 a la izquierda, y luego la guirnalda morada.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
lueurs-tutorial-end = Este ha sido el final de una partida de 16 lueurs d'hiver: las cinco zonas, los dobles, un comodín, un poder y guirnaldas completas con sus bolsas. Con más jugadores, todos usan los mismos dados a la vez, y quien completa primero una zona o una guirnalda gana su bolsa; los demás la tachan.
