## La Linotte : la partie guidée, une explication et un indice par étape.

# Étape 1 : le jeu, le départ en cours de partie, le premier lancer.
linotte-tutorial-first-throw = Dans La Linotte, vous lancez cinq dés pour réaliser une combinaison, puis vous pouvez poser un de vos pions sur une case libre de cette combinaison ; les alignements de 3, 4 ou 5 pions rapportent des points. Pour que la leçon soit courte, vous reprenez une partie à mi-chemin : vous jouez les blancs, avec 6 pions sur le plateau, et vos pions en C1, C2 et C3 forment déjà un alignement de trois. B lit les lignes. Lancez les cinq dés : appuyez sur Entrée, ou sur R.
# Indice de l'étape 1.
linotte-tutorial-first-throw-hint = Pas ce coup-là. Lancez d'abord les cinq dés : Entrée, ou R.
# Étape 2 : un SEC, s'arrêter tout de suite.
linotte-tutorial-sec-stop = Trois 2 et deux 5 : un Full, et dès votre premier lancer. Les combinaisons : Brelan, trois dés pareils ; Full, trois pareils et deux pareils ; Carré, quatre pareils ; Yam, cinq pareils ; Quinte, cinq qui se suivent ; Small, un total de 8 au plus. Un Full, Carré, Quinte, Small ou Yam obtenu au premier lancer, sans relancer, est un Sec : il peut prendre une case Sec aussi bien que sa propre case. Arrêtez-vous maintenant : choisissez S'arrêter, le dernier choix de la liste.
# Indice de l'étape 2.
linotte-tutorial-sec-stop-hint = Pas ce coup-là. Relancer ferait perdre le Sec : choisissez S'arrêter, le dernier choix de la liste.
# Étape 3 : poser sur une case SEC.
linotte-tutorial-sec-place = La liste ne propose que les cases libres que vos dés permettent : le Full en B4, et les cases Sec en B3 et D2. Posez votre pion en D2, une case Sec.
# Indice de l'étape 3.
linotte-tutorial-sec-place-hint = Pas cette case. Posez votre pion en D2, Sec.
# Étape 4 : l'alignement de trois de l'adversaire, une menace ; un nouveau tour.
linotte-tutorial-second-turn = Votre adversaire a fait un Brelan de 5 et pris E4 : avec E2 et E3, les noirs ont maintenant un alignement de trois sur la ligne E, qui vaut 2 points. Surveillez ces alignements : un quatrième pion en E1 le porterait à 4, et cinq pions alignés arrêtent aussitôt la partie. À vous : lancez les cinq dés, avec Entrée ou R.
# Indice de l'étape 4.
linotte-tutorial-second-turn-hint = Pas ce coup-là. Lancez les cinq dés : Entrée, ou R.
# Étape 5 : annoncer un APPEL.
linotte-tutorial-announce = 1, 3, 4, 5 et 5 : rien encore, mais une Quinte, cinq dés qui se suivent de 1 à 5 ou de 2 à 6, est proche. Juste après votre premier lancer, avant de relancer, vous pouvez annoncer un Appel : Full, Carré, Quinte, Small ou Yam. Si, à la fin, vos dés montrent cette combinaison après au moins une relance, vous pouvez prendre une case Appel. C4 est une case Appel, et le trou de votre ligne C. Appuyez sur A et annoncez Quinte.
# Indice de l'étape 5.
linotte-tutorial-announce-hint = Pas ce coup-là. L'Appel s'annonce avant de relancer : appuyez sur A et choisissez Quinte.
# Étape 6 : garder des dés et relancer.
linotte-tutorial-keep = Il vous reste deux relances au plus : avant chacune, gardez les dés qui vous plaisent, seuls les autres sont relancés. Gardez le 1, le 3, le 4 et un 5 : appuyez sur 1, 3, 4 et 5, puis sur R pour relancer l'autre 5. Seul un 2 ferait la Quinte : 1, 2, 3, 4 et 5.
# Indice de l'étape 6.
linotte-tutorial-keep-hint = Pas ces dés-là. Gardez le 1, le 3, le 4 et un 5, et relancez l'autre 5.
# Étape 7 : l'APPEL est réussi.
linotte-tutorial-appel-stop = Un 2 : 1, 2, 3, 4 et 5, une Quinte, après une relance, comme annoncé. Votre Appel est réussi. Arrêtez-vous maintenant : choisissez S'arrêter, le dernier choix de la liste.
# Indice de l'étape 7.
linotte-tutorial-appel-stop-hint = Pas ce coup-là. Votre Quinte est faite : choisissez S'arrêter, le dernier choix de la liste.
# Étape 8 : un alignement de cinq arrête la partie.
linotte-tutorial-five = Posez votre pion en C4, Appel : avec C1, C2, C3 et C5, il fait un alignement de cinq sur la ligne C. Un alignement suit une ligne, une colonne ou une diagonale. Chaque alignement compte une fois, pour toute sa longueur : 3 pions, 2 points ; 4 pions, 3 points ; 5 pions, 4 points. Cinq pions alignés arrêtent aussitôt la partie ; le joueur qui a le plus de points gagne et, en cas d'égalité, les noirs gagnent.
# Indice de l'étape 8.
linotte-tutorial-five-hint = Pas cette case. Posez votre pion en C4, la case Appel de votre ligne C.
# Dit à la fin de la partie guidée, avant « vous connaissez les règles ».
linotte-tutorial-end = Vous avez vu l'essentiel de La Linotte : lancer, garder des dés, un Sec, un Appel, et les alignements, jusqu'à cinq. Une partie s'arrête aussi quand un joueur pose son douzième pion.
