## Sixty-One: la partida guiada, una explicación y una pista por paso.

# Paso 1, dados 1, 4 y 6, en una partida en solitario retomada tras su primera ronda (un 4 en la calabaza 1, hojas en 5): la ronda, los premios de las hojas, las Calabazas.
sixty-one-tutorial-first-roll = Te unes a una partida en solitario en la ronda 2. En cada ronda se tiran tres dados: uno elige el área por su número, otro es el valor que escribes en ella y el tercero se suma a tus hojas. Un total de hojas de exactamente 11, 31 o 51 da una X; de 21, 41 o 61, bellotas. Elige el 1 para las Calabazas y escribe el 4 junto al otro 4: las dos casillas de una calabaza son iguales.
# Pista del paso 1.
sixty-one-tutorial-first-roll-hint = Esa jugada no. Elige el 1 para las Calabazas, luego el 4 y luego la calabaza 1.
# Paso 2: la primera X empieza la calabaza 2.
sixty-one-tutorial-x-pumpkin = Una X se coloca enseguida en cualquier casilla libre y vale por cualquier cosa. Ponla en la calabaza 2.
# Pista del paso 2.
sixty-one-tutorial-x-pumpkin-hint = Esa casilla no. Coloca la X en las Calabazas, en la calabaza 2.
# Paso 3, dados 1, 3 y 4: el 3 completa la calabaza 2 junto a la X, las Calabazas quedan llenas, la bonificación por llenar primero.
sixty-one-tutorial-pumpkin-fill = Escribe el 3 en la calabaza 2, junto a la X. Llenar un área antes que nadie da 3 bellotas de bonificación; en solitario, siempre eres el primero.
# Pista del paso 3.
sixty-one-tutorial-pumpkin-fill-hint = Esa jugada no. Elige el 1 para las Calabazas y luego el 3, para que el 4 vaya a tus hojas.
# Paso 4, dados 6, 6 y 6: las Setas.
sixty-one-tutorial-mushroom = Las Setas se llenan en orden y cada una vale uno más o uno menos que la anterior; el 6 y el 1 cuentan como seguidos. Escribe un 6.
# Pista del paso 4.
sixty-one-tutorial-mushroom-hint = Esa jugada no. Escribe un 6 en la seta 1.
# Paso 5, dados 6, 1 y 6: el 1 sigue al 6 en las Setas.
sixty-one-tutorial-mushroom-wrap = Por eso, tras el 6 puede ir un 1: escríbelo.
# Pista del paso 5.
sixty-one-tutorial-mushroom-wrap-hint = Esa jugada no. Elige un 6 para las Setas y luego el 1.
# Paso 6, dados 2, 2 y 4: los Nenúfares, y la X a 31.
sixty-one-tutorial-lily = Cada nenúfar debe ser distinto de todos los anteriores. Escribe un 2 en el nenúfar 1.
# Pista del paso 6.
sixty-one-tutorial-lily-hint = Esa jugada no. Elige un 2 para los Nenúfares y luego el otro 2, para que el 4 vaya a tus hojas.
# Paso 7: la segunda X, en el nenúfar 2.
sixty-one-tutorial-x-lily = Pon esta X en el nenúfar 2.
# Pista del paso 7.
sixty-one-tutorial-x-lily-hint = Esa casilla no. Elige los Nenúfares y coloca la X en el nenúfar 2.
# Paso 8, dados 5, 5 y 5: las Madrigueras de zorro.
sixty-one-tutorial-den = Las Madrigueras de zorro forman una pirámide: tres abajo, dos en medio y una arriba. Escribe un 5 en la madriguera 1.
# Pista del paso 8.
sixty-one-tutorial-den-hint = Esa casilla no. Escribe el 5 en la madriguera 1, abajo.
# Paso 9, dados 3, 3 y 5: los Malvaviscos, y 3 bellotas a 41.
sixty-one-tutorial-skewer = El primer malvavisco de una brocheta admite cualquier valor, y los demás deben repetirlo. Escribe un 3 en la brocheta de la izquierda.
# Pista del paso 9.
sixty-one-tutorial-skewer-hint = Esa jugada no. Elige un 3 para los Malvaviscos y luego el otro 3, en la brocheta de la izquierda.
# Paso 10, dados 3, 3 y 5: el resto de una brocheta repite el primer valor.
sixty-one-tutorial-skewer-fill = Escribe el otro 3 a su lado: la brocheta de la izquierda queda completa.
# Pista del paso 10.
sixty-one-tutorial-skewer-fill-hint = Esa jugada no. Elige un 3 para los Malvaviscos y luego el otro 3, en la brocheta de la izquierda.
# Paso 11, dados 5, 1 y 5: una madriguera junto a otra, y la X a 51.
sixty-one-tutorial-den-neighbour = Una madriguera nunca repite el valor de otra que la toque: escribe el 1, no el 5, en la madriguera 2.
# Pista del paso 11.
sixty-one-tutorial-den-neighbour-hint = Esa jugada no. Elige un 5 para las Madrigueras de zorro, luego el 1 y luego la madriguera 2.
# Paso 12: la tercera X, en una madriguera sobre otras dos.
sixty-one-tutorial-x-den = Una madriguera de arriba se abre cuando las dos de debajo están llenas. Pon esta X en la madriguera 4.
# Pista del paso 12.
sixty-one-tutorial-x-den-hint = Esa casilla no. Elige las Madrigueras de zorro y coloca la X en la madriguera 4, encima de la 1 y la 2.
# Paso 13, dados 4, 4 y 4: el Chocolate caliente.
sixty-one-tutorial-mug = Cada taza del Chocolate caliente solo admite su número: escribe un 4 en la taza 4.
# Pista del paso 13.
sixty-one-tutorial-mug-hint = Esa jugada no. Escribe el 4 en la taza 4.
# Paso 14, dados 2, 6 y 6: el nenúfar 3 distinto del 1, y 61 termina la partida.
sixty-one-tutorial-last-round = La partida termina al acabar la ronda en la que un total de hojas llega a 61. Escribe el 6 en el nenúfar 3: es distinto del 2.
# Pista del paso 14.
sixty-one-tutorial-last-round-hint = Esa jugada no. Elige el 2 para los Nenúfares y luego un 6: el otro 6 tiene que ir a tus hojas para llegar a 61.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
sixty-one-tutorial-end = Con más jugadores, todos usan los mismos dados, cada uno en su hoja de juego. Cuando ningún dado cabe en tu hoja, no escribes nada y sumas a tus hojas el dado que elijas.
