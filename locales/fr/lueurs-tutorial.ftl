## 16 lueurs d'hiver : la partie guidée, une explication et un indice par étape.

# Étape 1, dés 2, 5 et 5 : le jeu, le départ raccourci, les doubles et l'Oiseau chanteur.
lueurs-tutorial-bird = Dans 16 lueurs d'hiver, trois dés sont lancés à chaque tour : deux d'entre eux, la paire, s'inscrivent dans une zone de votre fiche, et le troisième allume une ampoule sur la guirlande de sa couleur : 1 rouge, 2 jaune, 3 verte, 4 violette, 5 bleue ; un 6, ou un dé dont la guirlande est complète, allume n'importe quelle guirlande. La partie s'arrête après le tour où quelqu'un complète quatre guirlandes. Pour que la leçon soit courte, vous reprenez une partie en solo après huit tours : votre guirlande rouge est complète, et vos guirlandes jaune, verte et violette sont en partie allumées. Ce lancer montre deux 5 : un double, et une case de double est cochée pour vous, 1 Grelot. Voici l'Oiseau chanteur : la paire coche deux cases de sa piste, une de chaque valeur ; seule la suite ininterrompue depuis l'oiseau rapporte. La liste demande d'abord si vous utilisez le pouvoir de votre guirlande rouge : choisissez Aucun pouvoir, pour l'instant. Puis choisissez la paire 2 et 5, l'Oiseau chanteur, les cases 1 et 2, et allumez la guirlande bleue avec l'autre 5.
# Indice de l'étape 1.
lueurs-tutorial-bird-hint = Pas ce coup-là. Choisissez la paire 2 et 5, l'Oiseau chanteur, les cases 1 et 2, puis la guirlande bleue.
# Étape 2, dés 1, 4 et 2 : les Nichoirs, une guirlande complétée et sa bourse.
lueurs-tutorial-birdhouses = Les Nichoirs forment une grille de 3 lignes, 1 à 3, et 3 colonnes, 4 à 6 : la paire doit avoir une valeur de chaque sorte, et coche la case correspondante. Les lignes et les colonnes complètes rapportent des Grelots. Choisissez la paire 1 et 4, les Nichoirs, et allumez la guirlande jaune avec le 2 : elle est complète. Une guirlande complète vous fait gagner sa bourse de Grelots et débloque son pouvoir pour toute la partie : la jaune donne moins 1.
# Indice de l'étape 2.
lueurs-tutorial-birdhouses-hint = Pas ce coup-là. Choisissez la paire 1 et 4, les Nichoirs, puis la guirlande jaune.
# Étape 3, dés 3, 3 et 6 : un autre double, un joker chez les Bonhommes de neige.
lueurs-tutorial-snowmen = Deux 3 : encore un double. Un 6 est un joker : quand vous l'inscrivez, vous dites quelle valeur de 1 à 6 il remplace. Les Bonhommes de neige ont une case pour chaque somme de 2 à 12, les sommes les plus rares valant le plus. Choisissez la paire 3 et 6, les Bonhommes de neige, et la somme 4 : le 6 vaut un 1, et la somme 4 rapporte 2 Grelots. Allumez la guirlande verte avec l'autre 3 : elle est complète elle aussi.
# Indice de l'étape 3.
lueurs-tutorial-snowmen-hint = Pas ce coup-là. Choisissez la paire 3 et 6, les Bonhommes de neige, la somme 4, puis la guirlande verte.
# Étape 4, dés 1, 3 et 4 : le pouvoir plus 1 et les Gâteaux.
lueurs-tutorial-cakes = Votre guirlande rouge vous a donné le pouvoir plus 1 : une fois par tour, vous pouvez ajouter 1 à un dé. Les Gâteaux : un kouglof et deux biscuits, dont les fumées se remplissent de bas en haut, en valeurs croissantes dans le kouglof et décroissantes dans les biscuits ; chaque valeur va dans la fumée vide la plus basse d'un gâteau. Utilisez plus 1 sur le 1, qui devient un 2 ; choisissez la paire 2 et 3, les Gâteaux, les deux dans le kouglof, 2 puis 3 ; et allumez la guirlande violette avec le 4.
# Indice de l'étape 4.
lueurs-tutorial-cakes-hint = Pas ce coup-là. Utilisez d'abord plus 1 sur le 1 ; puis la paire 2 et 3, les Gâteaux, deux fois le kouglof, 2 puis 3 ; puis la guirlande violette.
# Étape 5, dés 5, 2 et 4 : l'Écureuil, et la quatrième guirlande.
lueurs-tutorial-squirrel = L'Écureuil offre une rangée de 5 emplacements de domino : le premier domino va au centre, chaque suivant à côté d'un domino déjà posé, et deux moitiés qui se touchent doivent montrer le même nombre. Choisissez la paire 2 et 5, l'Écureuil, l'emplacement du centre avec le 2 à gauche, et allumez la guirlande violette avec le 4. La violette est complète : c'est votre quatrième guirlande, la partie s'arrête donc après ce tour.
# Indice de l'étape 5.
lueurs-tutorial-squirrel-hint = Pas ce coup-là. Choisissez la paire 2 et 5, l'Écureuil, l'emplacement du centre avec le 2 à gauche, puis la guirlande violette.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
lueurs-tutorial-end = Vous avez vu l'essentiel de 16 lueurs d'hiver : les cinq zones, les doubles, un joker, un pouvoir, et des guirlandes complétées avec leurs bourses. À plusieurs, tout le monde utilise les mêmes dés en même temps, et le premier à compléter une zone ou une guirlande gagne sa bourse ; les autres la barrent.
