### La Linotte : la présentation des règles (français), une section par règle, telle que le jeu la joue.

# Titre : le but du jeu.
linotte-rules-goal-title = But du jeu
# Le but du jeu.
linotte-rules-goal = Deux joueurs, cinq dés et un plateau de 5 cases sur 5. Chaque case porte une combinaison de dés. À votre tour, vous lancez les dés pour réaliser une combinaison, puis vous pouvez poser un de vos pions sur une case libre de cette combinaison. Le but est d'aligner vos pions : les alignements de 3, 4 ou 5 rapportent des points. Un tirage au sort désigne le premier joueur, qui joue les blancs ; l'autre joue les noirs. Chacun a 12 pions.

# Titre : le plateau.
linotte-rules-board-title = Le plateau
# Le plateau, ligne par ligne.
linotte-rules-board = Les lignes vont de A à E de haut en bas, les colonnes de 1 à 5 de gauche à droite : C3 est le centre. Ligne A : 1, 3, Appel, 4, 6. Ligne B : 2, Carré, Sec, Full, 5. Ligne C : Small, Full, Yam, Appel, Quinte. Ligne D : 6, Sec, Quinte, Small, 1. Ligne E : 3, 2, Carré, 5, 4. Une case chiffrée est un Brelan de ce chiffre, et chaque chiffre apparaît deux fois. C parcourt le plateau avec les flèches : chaque case dit son nom, sa combinaison et qui l'occupe. B lit les lignes, Maj+B les colonnes, G les diagonales, F les cases libres.

# Titre : un tour.
linotte-rules-turn-title = Un tour de jeu
# Les lancers et l'arrêt.
linotte-rules-turn = Lancez les cinq dés avec R. Vous pouvez ensuite relancer jusqu'à deux fois. Avant chaque relance, gardez les dés qui vous plaisent : seuls les autres sont relancés. Arrêtez-vous quand vous voulez avec S'arrêter, le dernier choix de la liste ; après le troisième lancer, l'arrêt est automatique. Chaque lancer est annoncé trié et regroupé, par exemple trois 4, un 2 et un 6, avec les combinaisons qu'il fait déjà et leurs cases libres. Pour relancer, il faut laisser au moins un dé non gardé.

# Titre : garder des dés.
linotte-rules-keeping-title = Garder des dés
# Comment garder et remettre en jeu.
linotte-rules-keeping = Après chaque lancer, les dés sont triés du plus petit au plus grand : le dé 1 est le plus petit. Espace ou Entrée sur un dé de la liste le met de côté ou le remet en jeu ; les touches 1 à 6 mettent de côté un dé de cette valeur, ou en remettent un en jeu si tous sont déjà de côté. Rien n'est lancé avant que vous appuyiez sur R ou choisissiez Relancer : les dés mis de côté restent, les autres sont relancés. Les dés gardés restent de côté au lancer suivant tant que vous ne les remettez pas en jeu : on peut toujours relancer un dé gardé. Exemple : vous lancez 2, 4, 4, 5, 6 ; appuyez deux fois sur 4 pour garder les deux 4, puis R relance les trois autres dés.

# Titre : les combinaisons.
linotte-rules-combinations-title = Les combinaisons
# Ce que demande chaque case.
linotte-rules-combinations = Les noms sont ceux du plateau, où ils sont imprimés en capitales. Brelan d'un chiffre, les cases 1 à 6 : au moins trois dés de ce chiffre ; un Carré ou un Yam de ce chiffre compte donc aussi. Carré : au moins quatre dés identiques. Full : trois dés d'une valeur et deux d'une autre ; un Yam compte aussi. Quinte : 1, 2, 3, 4, 5 ou 2, 3, 4, 5, 6. Small : la somme des cinq dés est inférieure à 9, donc 8 au plus. Yam : cinq dés identiques. Un même lancer peut faire plusieurs combinaisons : quatre 6 et un 1 font un Brelan de 6 et un Carré.

# Titre : SEC.
linotte-rules-sec-title = Sec, d'un seul jet
# Les cases SEC.
linotte-rules-sec = Sec veut dire d'un seul jet : un Full, un Carré, une Quinte, un Small ou un Yam obtenu dès le premier lancer, quand vous vous arrêtez sans rien relancer. Un Brelan seul ne fait pas de Sec. Annoncer un Appel n'est pas un lancer : vous pouvez annoncer puis vous arrêter pour un Sec. Un Sec ouvre aussi la case de sa propre combinaison : un Full d'un seul jet peut aller sur Full ou sur Sec.

# Titre : APPEL.
linotte-rules-appel-title = Appel, la combinaison annoncée
# Les cases APPEL.
linotte-rules-appel = Juste après votre premier lancer, avant de relancer, appuyez sur A et annoncez Full, Carré, Quinte, Small ou Yam. Si, à la fin, vos dés montrent la combinaison annoncée après au moins une relance, vous pouvez prendre une case Appel, ou la case de la combinaison elle-même. On n'annonce qu'une fois par tour, et seulement tant qu'une case Appel est libre. Un Yam remplit un Full ou un Carré annoncé. Exemple : vous lancez trois 5, annoncez Full, gardez les 5 et relancez deux fois ; deux 2 à la fin vous ouvrent A3 ou C4 pour l'Appel, B4 ou C2 pour le Full, ou B5 ou E4 pour le Brelan de 5.

# Titre : poser un pion.
linotte-rules-placing-title = Poser un pion
# La pose.
linotte-rules-placing = Une fois vos lancers terminés, la liste ne propose que les cases libres que vos dés permettent, chacune dite avec son nom et sa combinaison, par exemple C3, Yam, et Ne rien poser. Vous posez au plus un pion par tour et n'êtes jamais obligé d'en poser. Une case prise ne peut plus être reprise. Si aucune case libre ne correspond à vos dés, le tour passe aussitôt.

# Titre : alignements et points.
linotte-rules-lines-title = Alignements et points
# Le décompte.
linotte-rules-lines = Des pions d'une même couleur côte à côte en ligne, en colonne ou en diagonale forment un alignement. Chaque alignement de 3 pions ou plus compte une fois, pour toute sa longueur : 3 pions valent 2 points, 4 pions 3 points, 5 pions 4 points. Un alignement de 4 compte comme un seul alignement de 4, pas comme deux de 3. Un pion peut compter dans plusieurs directions. Les petites diagonales de 3 ou 4 cases comptent aussi. Après chaque pion, vous entendez les alignements qu'il a faits et les points qu'ils ajoutent.

# Titre : la fin.
linotte-rules-end-title = Fin de la partie
# La fin et le gagnant.
linotte-rules-end = La partie s'arrête aussitôt qu'un joueur aligne 5 pions ou pose son douzième pion ; l'autre joueur ne rejoue pas. Le joueur qui a le plus de points gagne. En cas d'égalité, les noirs gagnent.

# Titre : les touches.
linotte-rules-keys-title = Touches
# Les touches du jeu.
linotte-rules-keys = R lance les dés. Haut et Bas parcourent les dés ; Espace ou Entrée garde un dé ou le remet en jeu ; 1 à 6 gardent un dé par sa valeur ; R, ou Entrée sur Relancer, relance les autres. A annonce un Appel. S'arrêter, le dernier choix, met fin aux lancers ; choisissez ensuite une case ou Ne rien poser avec Entrée. D redit les dés, T dit à qui est le tour, S les points et Maj+S chaque alignement, W les joueurs et leurs pions en main, C le plateau. B lit les lignes, Maj+B les colonnes, G les diagonales et F les cases libres.
