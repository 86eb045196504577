## Sixteen : la partie guidée, une explication et un indice par étape.

# Étape 1 : le but, le départ raccourci, et une suite.
sixteen-tutorial-run = Dans Sixteen, vous posez vos tuiles sur cinq rangées communes, une par couleur, toujours en montant, et chaque tuile restée dans votre main compte contre vous : c'est le score le plus bas qui l'emporte. Pour que la leçon soit courte, vous commencez près de la fin d'une partie, avec 7 tuiles, des Ciseaux et la Poubelle. D lit votre main, B lit les rangées. La rangée rouge finit par 4 : posez ensemble vos 5, 6 et 7 rouges. Une suite de nombres consécutifs au-dessus de la dernière tuile de la rangée se pose en un seul tour. Chaque choix dit les points qu'il retire de votre main.
# Indice de l'étape 1.
sixteen-tutorial-run-hint = Pas ce coup-là. Choisissez Poser, puis la rangée rouge, puis la suite 5, 6 et 7.
# Étape 2 : le 16 Fin de l'adversaire ferme la rangée du 9 bleu ; les Ciseaux.
sixteen-tutorial-scissors = Votre adversaire a posé le 16 Fin bleu : la rangée bleue est fermée, et votre 9 bleu ne peut plus être posé nulle part. Méfiez-vous d'un 16 Fin sur une rangée dont vous avez besoin. Les Ciseaux retirent la dernière tuile de n'importe quelle rangée, un 16 Fin aussi, mais jamais un 1. Une tuile spéciale encore en main à la fin compte 20 points. Choisissez les Ciseaux, puis la rangée bleue.
# Indice de l'étape 2.
sixteen-tutorial-scissors-hint = Pas ce coup-là. Choisissez les Ciseaux, puis la rangée bleue, pour couper le 16 Fin.
# Étape 3 : une pose sur la même rangée après une tuile spéciale.
sixteen-tutorial-after-scissors = Le 16 Fin a disparu : la rangée bleue finit de nouveau par 3. Après une tuile spéciale, vous pouvez faire une pose sur cette même rangée, ou finir votre tour. Posez votre 9 bleu.
# Indice de l'étape 3.
sixteen-tutorial-after-scissors-hint = Pas ce coup-là. Posez votre 9 bleu sur la rangée bleue.
# Étape 4 : le 16 Retour.
sixteen-tutorial-restart = Votre adversaire a posé un 6 violet : votre 2 violet est maintenant bloqué en dessous. Votre 8 vert l'est aussi, sous le 12 vert. Posez votre 16 Retour vert : la rangée verte revient à son 1, et toutes les tuiles au-dessus du 1 quittent la partie avec le Retour. Un 16 termine toujours votre tour.
# Indice de l'étape 4.
sixteen-tutorial-restart-hint = Pas ce coup-là. Choisissez Poser, puis la rangée verte, puis le 16 Retour.
# Étape 5 : la rangée verte repart.
sixteen-tutorial-after-restart = La rangée verte est revenue à son 1. Posez votre 8 vert.
# Indice de l'étape 5.
sixteen-tutorial-after-restart-hint = Pas ce coup-là. Choisissez Poser, puis la rangée verte, puis le 8.
# Étape 6 : rien ne va, passer.
sixteen-tutorial-pass = Il ne vous reste que le 2 violet, bloqué sous le 6, et la Poubelle. Vous ne pouvez passer que si aucune de vos tuiles ne peut être posée ; une tuile spéciale ne vous oblige jamais à jouer. Choisissez Passer. Quand tous les joueurs passent à la suite, la partie s'arrête.
# Indice de l'étape 6.
sixteen-tutorial-pass-hint = Pas ce coup-là pour l'instant. Choisissez Passer : gardez la Poubelle pour votre prochain tour.
# Étape 7 : la Poubelle.
sixteen-tutorial-trash = La Poubelle retire une ou plusieurs tuiles au bout d'une rangée, jamais son 1. Choisissez la Poubelle, puis la rangée violette, puis une tuile : le 6 quitte la partie.
# Indice de l'étape 7.
sixteen-tutorial-trash-hint = Pas ce coup-là. Choisissez la Poubelle, la rangée violette et une tuile.
# Étape 8 : se débarrasser de sa dernière tuile.
sixteen-tutorial-go-out = La rangée violette finit de nouveau par son 1. Posez votre 2 violet : c'est votre dernière tuile, donc la partie s'arrête aussitôt, et vous gagnez.
# Indice de l'étape 8.
sixteen-tutorial-go-out-hint = Pas ce coup-là. Posez votre 2 violet sur la rangée violette.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
sixteen-tutorial-end = Vous avez vu l'essentiel de Sixteen : une suite, le 16 Fin et le 16 Retour, les Ciseaux et la Poubelle, des tuiles bloquées et un tour passé. Dans une partie complète, chacun reçoit 30 tuiles à 2 joueurs, 29 à 3 et 22 à 4, et c'est le score le plus bas qui l'emporte.
