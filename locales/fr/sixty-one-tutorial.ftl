## Sixty-One : la partie guidée, une explication et un indice par étape.

# Étape 1, dés 1, 4 et 6, dans une partie solo reprise après sa première manche (un 4 dans la citrouille 1, feuilles à 5) : la manche, les prix des feuilles, les Citrouilles.
sixty-one-tutorial-first-roll = Vous rejoignez une partie solo à la manche 2. À chaque manche, on lance trois dés : l'un choisit la zone par son numéro, un autre est la valeur à y inscrire, le dernier s'ajoute à vos feuilles. Un total de feuilles d'exactement 11, 31 ou 51 donne un X ; de 21, 41 ou 61, des glands. Prenez le 1 pour les Citrouilles et inscrivez le 4 à côté de l'autre 4 : les deux cases d'une citrouille portent la même valeur.
# Indice de l'étape 1.
sixty-one-tutorial-first-roll-hint = Pas ce coup-là. Choisissez le 1 pour les Citrouilles, puis le 4, puis la citrouille 1.
# Étape 2 : le premier X commence la citrouille 2.
sixty-one-tutorial-x-pumpkin = Un X se place aussitôt dans une case libre et s'accorde avec tout. Mettez-le dans la citrouille 2.
# Indice de l'étape 2.
sixty-one-tutorial-x-pumpkin-hint = Pas cette case. Placez le X dans les Citrouilles, dans la citrouille 2.
# Étape 3, dés 1, 3 et 4 : le 3 complète la citrouille 2 à côté du X, les Citrouilles sont remplies, la prime du premier.
sixty-one-tutorial-pumpkin-fill = Inscrivez le 3 dans la citrouille 2, à côté du X. Remplir une zone en premier rapporte 3 glands de plus.
# Indice de l'étape 3.
sixty-one-tutorial-pumpkin-fill-hint = Pas ce coup-là. Choisissez le 1 pour les Citrouilles, puis le 3, pour que le 4 aille à vos feuilles.
# Étape 4, dés 6, 6 et 6 : les Champignons.
sixty-one-tutorial-mushroom = Les champignons se remplissent dans l'ordre, chacun valant un de plus ou de moins que le précédent ; le 6 et le 1 se suivent. Inscrivez un 6.
# Indice de l'étape 4.
sixty-one-tutorial-mushroom-hint = Pas ce coup-là. Inscrivez un 6 sur le champignon 1.
# Étape 5, dés 6, 1 et 6 : le 1 suit le 6 sur les Champignons.
sixty-one-tutorial-mushroom-wrap = Un 1 peut donc suivre le 6 : inscrivez-le.
# Indice de l'étape 5.
sixty-one-tutorial-mushroom-wrap-hint = Pas ce coup-là. Choisissez un 6 pour les Champignons, puis le 1.
# Étape 6, dés 2, 2 et 4 : les Nénuphars, et le X à 31.
sixty-one-tutorial-lily = Chaque nénuphar doit être différent de tous les précédents. Inscrivez un 2 sur le nénuphar 1.
# Indice de l'étape 6.
sixty-one-tutorial-lily-hint = Pas ce coup-là. Choisissez un 2 pour les Nénuphars, puis l'autre 2, pour que le 4 aille à vos feuilles.
# Étape 7 : le deuxième X, sur le nénuphar 2.
sixty-one-tutorial-x-lily = Placez ce X sur le nénuphar 2.
# Indice de l'étape 7.
sixty-one-tutorial-x-lily-hint = Pas cette case. Choisissez les Nénuphars et placez le X sur le nénuphar 2.
# Étape 8, dés 5, 5 et 5 : les Terriers de renard.
sixty-one-tutorial-den = Les Terriers de renard forment une pyramide : 3 terriers en bas, 2 au-dessus, 1 au sommet. Inscrivez un 5 dans le terrier 1.
# Indice de l'étape 8.
sixty-one-tutorial-den-hint = Pas cette case. Inscrivez le 5 dans le terrier 1, en bas.
# Étape 9, dés 3, 3 et 5 : les Guimauves, et 3 glands à 41.
sixty-one-tutorial-skewer = La première guimauve d'une brochette prend n'importe quelle valeur, les autres la reprennent. Inscrivez un 3 sur la brochette de gauche.
# Indice de l'étape 9.
sixty-one-tutorial-skewer-hint = Pas ce coup-là. Choisissez un 3 pour les Guimauves, puis l'autre 3, sur la brochette de gauche.
# Étape 10, dés 3, 3 et 5 : le reste d'une brochette reprend la première valeur.
sixty-one-tutorial-skewer-fill = Inscrivez l'autre 3 à côté : la brochette de gauche est complète.
# Indice de l'étape 10.
sixty-one-tutorial-skewer-fill-hint = Pas ce coup-là. Choisissez un 3 pour les Guimauves, puis l'autre 3, sur la brochette de gauche.
# Étape 11, dés 5, 1 et 5 : un terrier à côté d'un autre, et le X à 51.
sixty-one-tutorial-den-neighbour = Un terrier ne reprend jamais la valeur d'un terrier qui le touche : inscrivez le 1, pas le 5, dans le terrier 2.
# Indice de l'étape 11.
sixty-one-tutorial-den-neighbour-hint = Pas ce coup-là. Choisissez un 5 pour les Terriers de renard, puis le 1, puis le terrier 2.
# Étape 12 : le troisième X, dans un terrier posé sur deux autres.
sixty-one-tutorial-x-den = Un terrier plus haut ne s'ouvre qu'une fois remplis les deux terriers du dessous. Placez ce X dans le terrier 4.
# Indice de l'étape 12.
sixty-one-tutorial-x-den-hint = Pas cette case. Choisissez les Terriers de renard et placez le X dans le terrier 4, au-dessus des terriers 1 et 2.
# Étape 13, dés 4, 4 et 4 : le Chocolat chaud.
sixty-one-tutorial-mug = Chaque tasse du Chocolat chaud n'accepte que son numéro : inscrivez un 4 dans la tasse 4.
# Indice de l'étape 13.
sixty-one-tutorial-mug-hint = Pas ce coup-là. Inscrivez le 4 dans la tasse 4.
# Étape 14, dés 2, 6 et 6 : le nénuphar 3 diffère du 1, et 61 finit la partie.
sixty-one-tutorial-last-round = La partie s'arrête à la fin de la manche où le total de feuilles d'un joueur atteint 61. Inscrivez le 6 sur le nénuphar 3 : il diffère du 2.
# Indice de l'étape 14.
sixty-one-tutorial-last-round-hint = Pas ce coup-là. Choisissez le 2 pour les Nénuphars, puis un 6 : l'autre 6 doit aller à vos feuilles pour atteindre 61.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
sixty-one-tutorial-end = À plusieurs, tout le monde utilise les mêmes dés, chacun sur sa fiche. Quand aucun dé ne va sur votre fiche, vous n'inscrivez rien et ajoutez à vos feuilles le dé de votre choix.
