## Sixty-One : la partie guidée, une explication et un indice par étape.

# Étape 1, dés 3, 5 et 5 : la manche, puis les Terriers de renard.
sixty-one-tutorial-first-roll = À chaque manche, trois dés sont lancés pour tout le monde, et vous utilisez les trois : un dé choisit la zone par son numéro, un autre est la valeur que vous y inscrivez, le troisième s'ajoute à votre rangée de feuilles. Vous avez 3, 5 et 5. Choisissez un 5 comme dé de zone, pour les Terriers de renard, puis le 3 comme valeur, et inscrivez-le dans le terrier 1, en bas. L'autre 5 va à vos feuilles.
# Indice de l'étape 1.
sixty-one-tutorial-first-roll-hint = Pas ce coup-là. Choisissez un 5 pour les Terriers de renard, puis le 3, puis le terrier 1. Échap revient d'une étape.
# Étape 2, dés 1, 4 et 6 : les Citrouilles et le X à 11.
sixty-one-tutorial-pumpkin = La zone 1, ce sont les Citrouilles : deux citrouilles de deux cases, et la deuxième case d'une citrouille doit reprendre la valeur de la première. Choisissez le 1 pour les Citrouilles et inscrivez le 4 dans la première case de la citrouille 1. Le 6 va à vos feuilles : 5 plus 6 font 11, et un total de feuilles d'exactement 11 fait gagner un X.
# Indice de l'étape 2.
sixty-one-tutorial-pumpkin-hint = Pas ce coup-là. Choisissez le 1 pour les Citrouilles, puis le 4, puis la première case de la citrouille 1, pour que le 6 amène vos feuilles à 11.
# Étape 3 : le premier X complète une citrouille.
sixty-one-tutorial-x-pumpkin = Vous avez gagné un X. Un X se place aussitôt, dans n'importe quelle case libre de n'importe quelle zone, et il s'accorde avec tout. Choisissez les Citrouilles et placez-le dans la deuxième case de la citrouille 1 : la citrouille est complète et rapporte 3 glands.
# Indice de l'étape 3.
sixty-one-tutorial-x-pumpkin-hint = Pas cette case. Placez le X dans les Citrouilles, dans la deuxième case de la citrouille 1, à côté du 4.
# Étape 4, dés 2, 6 et 4 : les Nénuphars.
sixty-one-tutorial-lily = La zone 2, ce sont les Nénuphars, remplis dans l'ordre, et chaque valeur doit être différente de toutes celles déjà inscrites sur les nénuphars. Choisissez le 2 pour les Nénuphars et inscrivez le 6 sur le nénuphar 1. Le 4 amène vos feuilles à 15.
# Indice de l'étape 4.
sixty-one-tutorial-lily-hint = Pas ce coup-là. Choisissez le 2 pour les Nénuphars, puis le 6, pour que le 4 aille à vos feuilles.
# Étape 5, dés 1, 6 et 6 : les Champignons et les 2 glands à 21.
sixty-one-tutorial-mushroom = La zone 6, ce sont les Champignons, remplis dans l'ordre : chaque champignon vaut un de plus ou un de moins que le précédent, et le 6 et le 1 sont voisins. Choisissez un 6 pour les Champignons et inscrivez le 1 sur le champignon 1. L'autre 6 fait passer vos feuilles de 15 à exactement 21, ce qui rapporte 2 glands.
# Indice de l'étape 5.
sixty-one-tutorial-mushroom-hint = Pas ce coup-là. Choisissez un 6 pour les Champignons, puis le 1 : l'autre 6 doit aller à vos feuilles pour atteindre 21.
# Étape 6, dés 5, 6 et 6 : le 6 suit le 1 sur les Champignons.
sixty-one-tutorial-mushroom-wrap = Après un 1, le champignon suivant prend un 2, ou un 6, car le 6 et le 1 sont voisins. Choisissez un 6 pour les Champignons et inscrivez l'autre 6 sur le champignon 2. Le 5 amène vos feuilles à 26.
# Indice de l'étape 6.
sixty-one-tutorial-mushroom-wrap-hint = Pas ce coup-là. Choisissez un 6 pour les Champignons et inscrivez l'autre 6 sur le champignon 2 ; le 5 va à vos feuilles.
# Étape 7, dés 5, 5 et 5 : un terrier à côté d'un autre, et le X à 31.
sixty-one-tutorial-den-neighbour = Trois 5. Dans les Terriers de renard, une valeur ne peut jamais être égale à celle d'un terrier rempli voisin. Le terrier 1 contient un 3, donc un 5 peut aller dans le terrier 2, juste à côté. Choisissez un 5 pour les Terriers de renard et inscrivez un 5 dans le terrier 2. Le dernier 5 amène vos feuilles à 31 : exactement 31 fait gagner un autre X.
# Indice de l'étape 7.
sixty-one-tutorial-den-neighbour-hint = Pas ce coup-là. Choisissez un 5 pour les Terriers de renard, puis un 5, puis le terrier 2.
# Étape 8 : le deuxième X, sur les Champignons.
sixty-one-tutorial-x-mushroom = Placez ce X sur les Champignons, sur le champignon 3. Après un X, le champignon suivant accepte n'importe quelle valeur.
# Indice de l'étape 8.
sixty-one-tutorial-x-mushroom-hint = Pas cette case. Choisissez les Champignons et placez le X sur le champignon 3.
# Étape 9, dés 1, 3 et 4 : commencer la deuxième citrouille.
sixty-one-tutorial-pumpkin-two = Vous pouvez commencer l'une ou l'autre citrouille quand vous voulez. Choisissez le 1 pour les Citrouilles et inscrivez le 3 dans la première case de la citrouille 2. Le 4 amène vos feuilles à 35.
# Indice de l'étape 9.
sixty-one-tutorial-pumpkin-two-hint = Pas ce coup-là. Choisissez le 1 pour les Citrouilles, puis le 3, puis la première case de la citrouille 2.
# Étape 10, dés 1, 3 et 6 : les Citrouilles remplies, la prime du premier, 3 glands à 41.
sixty-one-tutorial-pumpkin-fill = Choisissez le 1 pour les Citrouilles et inscrivez le 3 à côté de l'autre 3 : la citrouille 2 est complète, et toute votre zone des Citrouilles est remplie. Le premier joueur à remplir une zone gagne 3 glands de plus ; ceux qui la remplissent pendant la même manche les gagnent tous. Le 6 amène vos feuilles à exactement 41 : 3 glands.
# Indice de l'étape 10.
sixty-one-tutorial-pumpkin-fill-hint = Pas ce coup-là. Choisissez le 1 pour les Citrouilles, puis le 3, et inscrivez-le dans la deuxième case de la citrouille 2, à côté de l'autre 3.
# Étape 11, dés 3, 4 et 6 : un champignon après le X.
sixty-one-tutorial-mushroom-after-x = Le champignon 4 suit le X, il accepte donc n'importe quelle valeur. Choisissez le 6 pour les Champignons et inscrivez le 3 sur le champignon 4. Le 4 amène vos feuilles à 45.
# Indice de l'étape 11.
sixty-one-tutorial-mushroom-after-x-hint = Pas ce coup-là. Choisissez le 6 pour les Champignons, puis le 3 : après le X, un 3 convient.
# Étape 12, dés 3, 3 et 6 : les Guimauves, et le X à 51.
sixty-one-tutorial-skewer = La zone 3, ce sont les Guimauves : une brochette de gauche de 2 guimauves et une brochette de droite de 3. La première guimauve d'une brochette accepte n'importe quelle valeur ; les autres de cette brochette doivent avoir la même. Choisissez un 3 pour les Guimauves et inscrivez l'autre 3 sur la brochette de gauche. Le 6 amène vos feuilles à exactement 51 : un troisième X.
# Indice de l'étape 12.
sixty-one-tutorial-skewer-hint = Pas ce coup-là. Choisissez un 3 pour les Guimauves, puis l'autre 3, sur la brochette de gauche.
# Étape 13 : le troisième X, dans un terrier du milieu.
sixty-one-tutorial-x-den = Les terriers 4 et 5 reposent sur ceux du dessous, et le terrier 6 sur ces deux-là : un terrier plus haut ne se remplit qu'une fois remplis les deux terriers du dessous. Les terriers 1 et 2 sont pleins, le terrier 4 est donc libre. Choisissez les Terriers de renard et placez le X dans le terrier 4.
# Indice de l'étape 13.
sixty-one-tutorial-x-den-hint = Pas cette case. Choisissez les Terriers de renard et placez le X dans le terrier 4, au-dessus des terriers 1 et 2.
# Étape 14, dés 3, 3 et 5 : compléter la brochette de gauche.
sixty-one-tutorial-skewer-fill = Choisissez un 3 pour les Guimauves et inscrivez l'autre 3 à côté du premier : la brochette de gauche est complète et rapporte 3 glands. Le 5 amène vos feuilles à 56.
# Indice de l'étape 14.
sixty-one-tutorial-skewer-fill-hint = Pas ce coup-là. Choisissez un 3 pour les Guimauves, puis l'autre 3, sur la brochette de gauche.
# Étape 15, dés 4, 4 et 2 : le Chocolat chaud.
sixty-one-tutorial-mug = La zone 4, c'est le Chocolat chaud : six tasses, et chaque tasse n'accepte que son propre numéro, une seule fois. Choisissez un 4 pour le Chocolat chaud et inscrivez l'autre 4 dans la tasse 4, qui rapporte 2 glands. Le 2 amène vos feuilles à 58.
# Indice de l'étape 15.
sixty-one-tutorial-mug-hint = Pas ce coup-là. Choisissez un 4 pour le Chocolat chaud, puis l'autre 4, dans la tasse 4.
# Étape 16, dés 2, 3 et 3 : la dernière manche, 61 finit la partie.
sixty-one-tutorial-last-round = Dernier coup. La partie s'arrête à la fin de la manche où un total de feuilles atteint 61 ou plus. Choisissez le 2 pour les Nénuphars et inscrivez un 3 sur le nénuphar 2 : il est différent du 6 déjà inscrit. L'autre 3 amène vos feuilles à exactement 61 : 5 glands, et la partie se termine.
# Indice de l'étape 16.
sixty-one-tutorial-last-round-hint = Pas ce coup-là. Choisissez le 2 pour les Nénuphars, puis un 3 : l'autre 3 doit aller à vos feuilles pour atteindre 61.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
sixty-one-tutorial-end = Voilà une partie entière de Sixty-One : chaque zone, les bonus des feuilles, le X et le bonus de premier remplissage. À plusieurs, tout le monde utilise les mêmes dés en même temps, chacun sur sa propre fiche.
