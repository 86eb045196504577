## Fairy Lights: la partida guiada, una explicación y una pista por paso.

# Paso 1: la tienda está vacía, hay que robar; el mazo corto de la lección.
fairy-lights-tutorial-first-draw = En Fairy Lights las cartas se roban una a una y se colocan en una fila boca arriba, la tienda; en tu turno robas mientras te atrevas y luego tomas las cartas de un color. Para que la lección sea corta, el mazo solo tiene sus 10 últimas cartas. La tienda está vacía, así que tienes que robar: pulsa Intro o R.
# Pista del paso 1.
fairy-lights-tutorial-first-draw-hint = La tienda está vacía: la única jugada es robar. Pulsa Intro o R.
# Paso 2: robar o tomar; el riesgo de robar.
fairy-lights-tutorial-draw-again = Con entre 1 y 4 cartas en la tienda, eliges: robar otra vez o tomar cartas. Robar es un riesgo: si la carta que robas es del color de la última carta de la tienda, se produce un apagón y tu turno acaba sin nada. La última carta es roja; roba una vez más con R.
# Pista del paso 2.
fairy-lights-tutorial-draw-again-hint = Todavía no. Roba una vez más con R antes de tomar cartas.
# Paso 3: tomar, y lo que hacen las bombillas de un color.
fairy-lights-tutorial-take-red = Una carta amarilla tras una roja: no hay apagón. Ahora toma cartas. Tomar es llevarte todas las cartas de un color de la tienda. Luego cuenta tus bombillas de ese color: con un múltiplo de 3, anotas esas cartas y sus estrellas son tuyas; con una o dos, te quedas las cartas boca arriba, y al final sus estrellas cuentan en tu contra si no se anotan; con 4 o más sin ser múltiplo de 3, las descartas todas. Pulsa K y toma el rojo: una bombilla, te la quedas.
# Pista del paso 3.
fairy-lights-tutorial-take-red-hint = Esa jugada no. Pulsa K y toma la carta roja.
# Paso 4: tras el apagón del rival.
fairy-lights-tutorial-after-bust = Tu rival ha robado una carta verde y justo después otra verde: apagón. No se ha llevado nada y las dos verdes se quedan en la tienda. Fíjate en el color de la última carta de la tienda: es el que provoca el apagón. La tienda tiene 3 cartas; roba con Intro o R.
# Pista del paso 4.
fairy-lights-tutorial-after-bust-hint = Todavía no. Roba con R: viene una carta roja.
# Paso 5: anotar 3 bombillas rojas.
fairy-lights-tutorial-bank-red = Una carta roja de 2 bombillas. Toma el rojo con K: con la carta roja que te has quedado, 1 y 2 son 3 bombillas, un múltiplo de 3. Las dos cartas rojas se anotan y sus 3 estrellas cuentan a tu favor para siempre.
# Pista del paso 5.
fairy-lights-tutorial-bank-red-hint = Esa jugada no. Pulsa K y toma el rojo: 3 bombillas rojas se anotan.
# Paso 6: el rival se queda dos verdes boca arriba.
fairy-lights-tutorial-draw-purple = Tu rival ha tomado las dos verdes: 2 bombillas, boca arriba. Al final, las estrellas que siguen boca arriba cuentan en contra de su dueño, así que esas verdes son una deuda mientras no se anoten. En la tienda solo queda la carta amarilla; roba con Intro o R.
# Pista del paso 6.
fairy-lights-tutorial-draw-purple-hint = Todavía no. Roba con R.
# Paso 7: un robo sin riesgo.
fairy-lights-tutorial-draw-blue = Una carta morada tras la amarilla: sin problema. Roba otra vez con R.
# Pista del paso 7.
fairy-lights-tutorial-draw-blue-hint = Todavía no. Roba otra vez con R.
# Paso 8: qué color provocaría ahora un apagón.
fairy-lights-tutorial-draw-fourth = Una carta azul. Ahora la última carta es azul, así que solo una carta azul te provocaría un apagón. La tecla B te dice en todo momento lo que queda en el mazo y el riesgo de apagón. Roba otra vez con R.
# Pista del paso 8.
fairy-lights-tutorial-draw-fourth-hint = Todavía no. Roba otra vez con R.
# Paso 9: la quinta carta llena la tienda.
fairy-lights-tutorial-fill-shop = La tienda tiene una carta amarilla, una morada, una azul y una morada. Una carta más la llena: una tienda de 5 cartas hay que tomarla, y nadie puede robar ya. Roba con R.
# Pista del paso 9.
fairy-lights-tutorial-fill-shop-hint = Todavía no. Roba con R para llenar la tienda.
# Paso 10: tienda llena, tomar dos colores.
fairy-lights-tutorial-take-two = La tienda está llena: tomas todas las cartas de dos colores. La lista está abierta: elige azul y morado, su última opción: tus 3 bombillas moradas se anotan y tu carta azul, una bombilla, se queda boca arriba. Las amarillas solo te darían problemas.
# Pista del paso 10.
fairy-lights-tutorial-take-two-hint = Esa opción no. Pulsa K y toma azul y morado.
# Paso 11: el descarte del rival, y la última carta del mazo.
fairy-lights-tutorial-last-card = Tu rival ha tomado las dos amarillas: 4 bombillas, que no es múltiplo de 3, así que descarta todas sus cartas amarillas. La tienda vuelve a estar vacía: roba con Intro o R. Es la última carta del mazo.
# Pista del paso 11.
fairy-lights-tutorial-last-card-hint = La tienda está vacía: la única jugada es robar. Pulsa Intro o R.
# Paso 12: el final del mazo.
fairy-lights-tutorial-take-last = Era la última carta: terminas tu turno y puedes tomar cartas, pero ya no robar. Toma el azul con K: 3 bombillas azules se anotan y la partida termina. Tu puntuación son las estrellas de tus cartas anotadas menos las de las cartas que siguen boca arriba.
# Pista del paso 12.
fairy-lights-tutorial-take-last-hint = Pulsa K y toma el azul.
# Se dice al final de la partida guiada, antes de «ya conoces las reglas».
fairy-lights-tutorial-end = Esta ha sido una partida de Fairy Lights: robar, el apagón, tomar cartas, quedárselas, anotarlas y descartarlas, y el final del mazo. Una partida de verdad se juega con las 60 cartas, de 2 a 5 jugadores.
