## Sixteen: la partida guiada, una explicación y una pista por paso.

# Paso 1: el objetivo, el comienzo abreviado y una escalera.
sixteen-tutorial-run = En Sixteen colocas tus fichas en cinco filas comunes, una por color, siempre subiendo, y cada ficha que te quede en la mano cuenta en tu contra: gana la puntuación más baja. Para que la lección sea corta, empiezas cerca del final de una partida, con 7 fichas, unas Tijeras y la Papelera. D lee tu mano, B lee las filas. La fila roja acaba en 4: coloca juntos tus 5, 6 y 7 rojos. Una escalera de números seguidos por encima de la última ficha de la fila se coloca en un solo turno. Cada opción dice cuántos puntos quita de tu mano.
# Pista del paso 1.
sixteen-tutorial-run-hint = Esa jugada no. Elige Colocar, luego la fila roja y luego la escalera 5, 6 y 7.
# Paso 2: el 16 Fin del rival cierra la fila del 9 azul; las Tijeras.
sixteen-tutorial-scissors = Tu rival ha colocado el 16 Fin azul: la fila azul está cerrada y tu 9 azul se ha quedado bloqueado, no cabe en ningún sitio. Cuidado con un 16 Fin en una fila que necesitas. Las Tijeras quitan la última ficha de cualquier fila, también un 16 Fin, pero nunca un 1. Una ficha especial que siga en tu mano al final cuenta 20 puntos. Elige las Tijeras y luego la fila azul.
# Pista del paso 2.
sixteen-tutorial-scissors-hint = Esa jugada no. Elige las Tijeras y luego la fila azul, para cortar el 16 Fin.
# Paso 3: una colocación en la misma fila tras una especial.
sixteen-tutorial-after-scissors = El 16 Fin ya no está: la fila azul vuelve a acabar en 3. Después de una ficha especial puedes hacer una colocación en esa misma fila, o terminar tu turno. Coloca tu 9 azul.
# Pista del paso 3.
sixteen-tutorial-after-scissors-hint = Esa jugada no. Coloca tu 9 azul en la fila azul.
# Paso 4: el 16 Reinicio.
sixteen-tutorial-restart = Tu rival ha colocado un 6 morado: tu 2 morado se ha quedado bloqueado debajo. Tu 8 verde también, bajo el 12 verde. Coloca tu 16 Reinicio verde: la fila verde vuelve a su 1, y todas las fichas por encima del 1 salen del juego junto con el Reinicio. Un 16 siempre termina tu turno.
# Pista del paso 4.
sixteen-tutorial-restart-hint = Esa jugada no. Elige Colocar, luego la fila verde y luego el 16 Reinicio.
# Paso 5: la fila verde vuelve a empezar.
sixteen-tutorial-after-restart = La fila verde ha vuelto a su 1. Coloca tu 8 verde.
# Pista del paso 5.
sixteen-tutorial-after-restart-hint = Esa jugada no. Elige Colocar, luego la fila verde y luego el 8.
# Paso 6: no cabe nada, pasar.
sixteen-tutorial-pass = Solo te queda el 2 morado, bloqueado bajo el 6, y la Papelera. Solo puedes pasar cuando no cabe ninguna de tus fichas; una ficha especial nunca te obliga a jugar. Elige Pasar. Cuando todos los jugadores pasan, uno tras otro, la partida termina.
# Pista del paso 6.
sixteen-tutorial-pass-hint = Esa jugada ahora no. Elige Pasar: guarda la Papelera para tu próximo turno.
# Paso 7: la Papelera.
sixteen-tutorial-trash = La Papelera quita una o varias fichas del final de una fila, nunca su 1. Elige la Papelera, luego la fila morada y luego una ficha: el 6 sale del juego.
# Pista del paso 7.
sixteen-tutorial-trash-hint = Esa jugada no. Elige la Papelera, la fila morada y una ficha.
# Paso 8: quedarse sin fichas.
sixteen-tutorial-go-out = La fila morada vuelve a acabar en su 1. Coloca tu 2 morado: es tu última ficha, así que la partida termina en el acto y ganas.
# Pista del paso 8.
sixteen-tutorial-go-out-hint = Esa jugada no. Coloca tu 2 morado en la fila morada.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
sixteen-tutorial-end = Este ha sido el final de una partida de Sixteen: una escalera, el 16 Fin y el 16 Reinicio, las Tijeras y la Papelera, fichas bloqueadas y un pase. En una partida completa, cada jugador recibe 30 fichas si sois 2, 29 si sois 3 y 22 si sois 4, y gana la puntuación más baja.
