## Sixty-One: la partida guiada, una explicación y una pista por paso.

# Paso 1, dados 3, 5 y 5: la ronda, luego las Madrigueras de zorro.
sixty-one-tutorial-first-roll = En cada ronda se tiran tres dados para todos, y tú usas los tres: un dado elige el área por su número, otro es el valor que escribes en ella y el tercero se suma a tu fila de hojas. Te han salido 3, 5 y 5. Elige un 5 como dado de área, para las Madrigueras de zorro, luego el 3 como valor, y escríbelo en la madriguera 1, abajo. El otro 5 va a tus hojas.
# Pista del paso 1.
sixty-one-tutorial-first-roll-hint = Esa jugada no. Elige un 5 para las Madrigueras de zorro, luego el 3 y luego la madriguera 1. Esc vuelve un paso atrás.
# Paso 2, dados 1, 4 y 6: las Calabazas y la X en 11.
sixty-one-tutorial-pumpkin = El área 1 son las Calabazas: dos calabazas de dos casillas, y la segunda casilla de una calabaza debe ser igual a la primera. Elige el 1 para las Calabazas y escribe el 4 en la primera casilla de la calabaza 1. El 6 va a tus hojas: 5 más 6 son 11, y un total de hojas de exactamente 11 te da una X.
# Pista del paso 2.
sixty-one-tutorial-pumpkin-hint = Esa jugada no. Elige el 1 para las Calabazas, luego el 4 y luego la primera casilla de la calabaza 1, para que el 6 lleve tus hojas a 11.
# Paso 3: la primera X completa una calabaza.
sixty-one-tutorial-x-pumpkin = Has ganado una X. Una X se coloca enseguida, en cualquier casilla libre de cualquier área, y vale por cualquier cosa. Elige las Calabazas y colócala en la segunda casilla de la calabaza 1: la calabaza queda completa y da 3 bellotas.
# Pista del paso 3.
sixty-one-tutorial-x-pumpkin-hint = Esa casilla no. Coloca la X en las Calabazas, en la segunda casilla de la calabaza 1, junto al 4.
# Paso 4, dados 2, 6 y 4: los Nenúfares.
sixty-one-tutorial-lily = El área 2 son los Nenúfares, que se llenan en orden, y cada valor debe ser distinto de todos los ya escritos en los nenúfares. Elige el 2 para los Nenúfares y escribe el 6 en el nenúfar 1. El 4 lleva tus hojas a 15.
# Pista del paso 4.
sixty-one-tutorial-lily-hint = Esa jugada no. Elige el 2 para los Nenúfares y luego el 6, para que el 4 vaya a tus hojas.
# Paso 5, dados 1, 6 y 6: las Setas y las 2 bellotas en 21.
sixty-one-tutorial-mushroom = El área 6 son las Setas, que se llenan en orden: cada seta vale uno más o uno menos que la anterior, y el 6 y el 1 son vecinos. Elige un 6 para las Setas y escribe el 1 en la seta 1. El otro 6 lleva tus hojas de 15 a exactamente 21, que da 2 bellotas.
# Pista del paso 5.
sixty-one-tutorial-mushroom-hint = Esa jugada no. Elige un 6 para las Setas y luego el 1: el otro 6 tiene que ir a tus hojas para llegar a 21.
# Paso 6, dados 5, 6 y 6: el 6 sigue al 1 en las Setas.
sixty-one-tutorial-mushroom-wrap = Después de un 1, la seta siguiente admite un 2, o un 6, porque el 6 y el 1 son vecinos. Elige un 6 para las Setas y escribe el otro 6 en la seta 2. El 5 lleva tus hojas a 26.
# Pista del paso 6.
sixty-one-tutorial-mushroom-wrap-hint = Esa jugada no. Elige un 6 para las Setas y escribe el otro 6 en la seta 2; el 5 va a tus hojas.
# Paso 7, dados 5, 5 y 5: una madriguera junto a otra, y la X en 31.
sixty-one-tutorial-den-neighbour = Tres cincos. En las Madrigueras de zorro, un valor nunca puede ser igual al de una madriguera llena vecina. La madriguera 1 tiene un 3, así que un 5 puede ir en la madriguera 2, a su lado. Elige un 5 para las Madrigueras de zorro y escribe un 5 en la madriguera 2. El último 5 lleva tus hojas a 31: exactamente 31 te da otra X.
# Pista del paso 7.
sixty-one-tutorial-den-neighbour-hint = Esa jugada no. Elige un 5 para las Madrigueras de zorro, luego un 5 y luego la madriguera 2.
# Paso 8: la segunda X, en las Setas.
sixty-one-tutorial-x-mushroom = Coloca esta X en las Setas, en la seta 3. Después de una X, la seta siguiente admite cualquier valor.
# Pista del paso 8.
sixty-one-tutorial-x-mushroom-hint = Esa casilla no. Elige las Setas y coloca la X en la seta 3.
# Paso 9, dados 1, 3 y 4: empezar la segunda calabaza.
sixty-one-tutorial-pumpkin-two = Puedes empezar cualquiera de las dos calabazas cuando quieras. Elige el 1 para las Calabazas y escribe el 3 en la primera casilla de la calabaza 2. El 4 lleva tus hojas a 35.
# Pista del paso 9.
sixty-one-tutorial-pumpkin-two-hint = Esa jugada no. Elige el 1 para las Calabazas, luego el 3 y luego la primera casilla de la calabaza 2.
# Paso 10, dados 1, 3 y 6: las Calabazas llenas, la bonificación del primero, 3 bellotas en 41.
sixty-one-tutorial-pumpkin-fill = Elige el 1 para las Calabazas y escribe el 3 junto al otro 3: la calabaza 2 queda completa, y toda tu área de Calabazas está llena. El primer jugador que llene un área gana 3 bellotas más; si varios la llenan en la misma ronda, todos las ganan. El 6 lleva tus hojas a exactamente 41: 3 bellotas.
# Pista del paso 10.
sixty-one-tutorial-pumpkin-fill-hint = Esa jugada no. Elige el 1 para las Calabazas, luego el 3, y escríbelo en la segunda casilla de la calabaza 2, junto al otro 3.
# Paso 11, dados 3, 4 y 6: una seta después de la X.
sixty-one-tutorial-mushroom-after-x = La seta 4 va después de la X, así que admite cualquier valor. Elige el 6 para las Setas y escribe el 3 en la seta 4. El 4 lleva tus hojas a 45.
# Pista del paso 11.
sixty-one-tutorial-mushroom-after-x-hint = Esa jugada no. Elige el 6 para las Setas y luego el 3: después de la X, cabe un 3.
# Paso 12, dados 3, 3 y 6: los Malvaviscos, y la X en 51.
sixty-one-tutorial-skewer = El área 3 son los Malvaviscos: una brocheta de la izquierda de 2 y una de la derecha de 3. El primer malvavisco de una brocheta admite cualquier valor; los demás de esa brocheta deben tener el mismo. Elige un 3 para los Malvaviscos y escribe el otro 3 en la brocheta de la izquierda. El 6 lleva tus hojas a exactamente 51: una tercera X.
# Pista del paso 12.
sixty-one-tutorial-skewer-hint = Esa jugada no. Elige un 3 para los Malvaviscos y luego el otro 3, en la brocheta de la izquierda.
# Paso 13: la tercera X, en una madriguera del medio.
sixty-one-tutorial-x-den = Las madrigueras 4 y 5 descansan sobre las de abajo, y la 6 sobre esas dos: una madriguera de arriba solo se llena cuando las dos de debajo están llenas. Las madrigueras 1 y 2 están llenas, así que la 4 está libre. Elige las Madrigueras de zorro y coloca la X en la madriguera 4.
# Pista del paso 13.
sixty-one-tutorial-x-den-hint = Esa casilla no. Elige las Madrigueras de zorro y coloca la X en la madriguera 4, encima de la 1 y la 2.
# Paso 14, dados 3, 3 y 5: completar la brocheta de la izquierda.
sixty-one-tutorial-skewer-fill = Elige un 3 para los Malvaviscos y escribe el otro 3 junto al primero: la brocheta de la izquierda queda completa y da 3 bellotas. El 5 lleva tus hojas a 56.
# Pista del paso 14.
sixty-one-tutorial-skewer-fill-hint = Esa jugada no. Elige un 3 para los Malvaviscos y luego el otro 3, en la brocheta de la izquierda.
# Paso 15, dados 4, 4 y 2: el Chocolate caliente.
sixty-one-tutorial-mug = El área 4 es el Chocolate caliente: seis tazas, y cada taza solo admite su propio número, una sola vez. Elige un 4 para el Chocolate caliente y escribe el otro 4 en la taza 4, que da 2 bellotas. El 2 lleva tus hojas a 58.
# Pista del paso 15.
sixty-one-tutorial-mug-hint = Esa jugada no. Elige un 4 para el Chocolate caliente y luego el otro 4, en la taza 4.
# Paso 16, dados 2, 3 y 3: la última ronda, 61 acaba la partida.
sixty-one-tutorial-last-round = Última jugada. La partida termina al acabar la ronda en la que un total de hojas llega a 61 o más. Elige el 2 para los Nenúfares y escribe un 3 en el nenúfar 2: es distinto del 6 que ya hay. El otro 3 lleva tus hojas a exactamente 61: 5 bellotas, y la partida termina.
# Pista del paso 16.
sixty-one-tutorial-last-round-hint = Esa jugada no. Elige el 2 para los Nenúfares y luego un 3: el otro 3 tiene que ir a tus hojas para llegar a 61.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
sixty-one-tutorial-end = Esta ha sido una partida entera de Sixty-One: cada área, los premios de las hojas, la X y la bonificación por llenar primero. Con más jugadores, todos usan los mismos dados a la vez, cada uno en su propia hoja de juego.
