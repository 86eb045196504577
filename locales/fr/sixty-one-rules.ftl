## Sixty-One : la présentation des règles (F2), un titre et un texte par section.

# Titre de section des règles.
sixty-one-rules-overview-title = Le jeu
# Règles : le but et la feuille.
sixty-one-rules-overview = Sixty-One est un jeu de dés et de crayon sur le thème de l'automne, de 1 à 6 joueurs. Chacun a une fiche de six zones numérotées comme les faces d'un dé : 1 Citrouilles, 2 Nénuphars, 3 Guimauves, 4 Chocolat chaud, 5 Terriers de renard, 6 Champignons, et une rangée de 20 feuilles. À chaque manche, trois dés sont lancés pour tout le monde. Récoltez le plus de glands d'ici la fin de la manche 20, ou de la manche où le total de feuilles d'un joueur atteint 61.
# Titre de section des règles.
sixty-one-rules-round-title = Une manche
# Règles : comment servent les trois dés.
sixty-one-rules-round = À chaque manche, les trois dés sont lancés une seule fois, pour tous. Chacun les utilise ensuite sur sa propre fiche : un dé choisit la zone, par son numéro ; un autre dé est la valeur inscrite dans une case de cette zone ; le troisième s'ajoute à la rangée de feuilles. Il faut obligatoirement inscrire une valeur dès qu'un choix est possible. Exemple : avec 2, 5 et 5, vous pouvez prendre les Terriers de renard avec un 5, inscrire l'autre 5 dans un terrier et ajouter 2 à vos feuilles ; ou prendre les Nénuphars avec le 2, y inscrire un 5 et ajouter 5 à vos feuilles. Tout le monde choisit en secret, en même temps ; tous les coups sont dévoilés ensemble quand le dernier joueur a choisi.
# Titre de section des règles.
sixty-one-rules-choosing-title = Choisir son coup
# Règles : le choix du coup et les touches chiffrées.
sixty-one-rules-choosing = Un coup se choisit en trois étapes : le dé de la zone, puis le dé de la valeur, puis la case. Chaque valeur proposée annonce où le dé restant amène votre total de feuilles, et chaque case ce qu'elle rapporte en glands. Les touches 1 à 6 mènent directement à la zone du dé qui montre ce chiffre ; une fois la zone choisie, elles désignent la valeur à inscrire ; quand rien ne peut s'inscrire, elles envoient ce dé à vos feuilles ; pour placer un X, elles choisissent la zone. Échap revient d'une étape ; L dit ce que vous pouvez inscrire ; Maj+L, ou le chiffre d'une zone inutilisable, dit pourquoi.
# Titre de section des règles.
sixty-one-rules-skip-title = Quand rien ne peut s'inscrire
# Règles : passer son inscription.
sixty-one-rules-skip = C'est seulement quand aucune paire de dés ne peut s'inscrire nulle part sur votre fiche que vous n'inscrivez rien. Vous choisissez alors n'importe lequel des trois dés et l'ajoutez à votre rangée de feuilles. S'il existe ne serait-ce qu'un choix possible, vous devez l'inscrire.
# Titre de section des règles.
sixty-one-rules-pumpkins-title = 1, Citrouilles
# Règles : les citrouilles.
sixty-one-rules-pumpkins = Deux citrouilles de deux cases chacune. La première case d'une citrouille accepte n'importe quelle valeur ; la seconde, remplie ensuite, doit porter la même valeur. Vous pouvez commencer par l'une ou l'autre citrouille, sans devoir finir la première avant d'entamer la seconde. Chaque citrouille complète rapporte 3 glands. Exemple : un 4 dans la première case de la citrouille 2, puis un autre 4 à côté : 3 glands.
# Titre de section des règles.
sixty-one-rules-lilies-title = 2, Nénuphars
# Règles : les nénuphars.
sixty-one-rules-lilies = Cinq nénuphars à remplir dans l'ordre. Chaque valeur doit être différente de toutes celles déjà inscrites sur les nénuphars. Ils rapportent 1, 1, 2, 2 et 3 glands, chacun dès qu'il est rempli. Exemple : après 3, 6 et 1, le quatrième nénuphar accepte 2, 4 ou 5.
# Titre de section des règles.
sixty-one-rules-marshmallows-title = 3, Guimauves
# Règles : les guimauves.
sixty-one-rules-marshmallows = Deux brochettes : celle de gauche porte 2 guimauves, celle de droite 3. La première guimauve d'une brochette accepte n'importe quelle valeur ; toutes les autres guimauves de cette brochette doivent avoir la même. Une brochette se remplit à partir de sa première guimauve ; vous pouvez commencer par l'une ou l'autre, sans devoir finir l'une avant l'autre. Une brochette complète rapporte 3 glands à gauche, 5 à droite.
# Titre de section des règles.
sixty-one-rules-chocolate-title = 4, Chocolat chaud
# Règles : le chocolat chaud.
sixty-one-rules-chocolate = Six tasses numérotées de 1 à 6. Chaque tasse n'accepte que son propre numéro, une seule fois, et les tasses se remplissent dans n'importe quel ordre. Chaque tasse rapporte 1 gland, sauf la tasse 4 qui en rapporte 2.
# Titre de section des règles.
sixty-one-rules-dens-title = 5, Terriers de renard
# Règles : les terriers de renard.
sixty-one-rules-dens = Six terriers en pyramide : les terriers 1, 2 et 3 en bas, les terriers 4 et 5 au milieu, le terrier 6 au sommet. Le terrier 4 repose sur les terriers 1 et 2, le 5 sur les terriers 2 et 3, le 6 sur les terriers 4 et 5. Ceux du bas se remplissent dans n'importe quel ordre ; un terrier plus haut ne se remplit qu'une fois remplis les deux terriers du dessous. Un terrier ne peut pas prendre la valeur d'un terrier rempli qui le touche : ses voisins sur la même rangée, les terriers sur lesquels il repose et ceux qui reposent sur lui. Les terriers du bas rapportent 1 gland chacun, ceux du milieu 2 chacun, celui du sommet 4. Exemple : avec 5 dans le terrier 1 et 2 dans le terrier 2, le terrier 4 n'accepte ni 5 ni 2.
# Titre de section des règles.
sixty-one-rules-mushrooms-title = 6, Champignons
# Règles : les champignons.
sixty-one-rules-mushrooms = Cinq champignons à remplir dans l'ordre. Le premier accepte n'importe quelle valeur ; chaque suivant doit valoir un de plus ou un de moins que le précédent, et 6 et 1 se suivent. Ils rapportent 1, 2, 2, 2 et 3 glands, chacun dès qu'il est rempli. Exemple : après un 6, le champignon suivant accepte un 5 ou un 1.
# Titre de section des règles.
sixty-one-rules-leaves-title = La rangée de feuilles
# Règles : la rangée de feuilles et ses récompenses.
sixty-one-rules-leaves = À chaque manche, le dé des feuilles s'ajoute à votre total précédent, en partant de 0, et le nouveau total s'inscrit dans la feuille suivante des 20. Un total égal exactement à 11, 31 ou 51 vous donne un X ; exactement 21 rapporte 2 glands, 41 en rapporte 3, 61 en rapporte 5. Dépasser l'un de ces nombres sans tomber dessus ne donne rien. Exemple : à 18, ajouter 3 donne 21 et 2 glands ; ajouter 4 donne 22 et rien.
# Titre de section des règles.
sixty-one-rules-wildcard-title = Le X
# Règles : le X joker, avec les points que les règles laissaient ouverts.
sixty-one-rules-wildcard = Un X se place aussitôt, dans la même manche, une fois tous les coups de la manche dévoilés, dans n'importe quelle case libre de n'importe quelle zone : il rapporte comme une case remplie normalement. Il s'accorde avec tout : il complète une citrouille ou une brochette quelle que soit l'autre valeur, un nénuphar après lui doit seulement différer des vraies valeurs, un terrier voisin accepte n'importe quelle valeur, et le champignon qui suit un X accepte n'importe quelle valeur. Les valeurs inscrites à côté d'un X suivent toujours leur règle entre elles : une brochette qui porte un X et un 4 demande encore un 4. Un X qui ne trouve aucune case libre nulle part est perdu.
# Titre de section des règles.
sixty-one-rules-bonus-title = Premier à remplir une zone
# Règles : les bonus de premier remplissage.
sixty-one-rules-bonus = Le premier joueur à remplir entièrement une zone gagne 3 glands de bonus. Les joueurs qui complètent la même zone dans la même manche, X compris, le gagnent tous. Pour tous les autres, ce bonus est manqué pour de bon, même s'ils peuvent encore remplir la zone et en marquer les glands.
# Titre de section des règles.
sixty-one-rules-end-title = Fin de la partie
# Règles : les deux façons dont la partie se termine.
sixty-one-rules-end = La partie s'arrête après la manche au cours de laquelle le total de feuilles d'un joueur atteint 61 ou plus : cette manche se termine, placements de X compris. Sinon, elle s'arrête après la manche 20.
# Titre de section des règles.
sixty-one-rules-scoring-title = Décompte
# Règles : le score final.
sixty-one-rules-scoring = Votre score, ce sont les glands de vos six zones, plus vos bonus de zone remplie en premier, plus les glands de votre rangée de feuilles. Le joueur qui a le plus de glands gagne ; en cas d'égalité, la victoire est partagée. S donne les scores, Maj+S le détail de chaque ligne.
