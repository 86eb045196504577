## 16 lueurs d'hiver : la règle pas à pas (F2), une section par message.

# Titre de section.
lueurs-rules-goal-title = But du jeu
# Le but du jeu.
lueurs-rules-goal = Chaque joueur remplit une fiche d'hiver : cinq zones où inscrire des paires de dés, et cinq guirlandes d'ampoules, seize ampoules en tout. Les points sont des Grelots. Le joueur qui a le plus de Grelots à la fin gagne ; en cas d'égalité, la victoire est partagée. De 1 à 6 joueurs ; seul, vous jouez pour battre votre record.

# Titre de section.
lueurs-rules-turn-title = Un tour
# Le déroulement d'un tour.
lueurs-rules-turn = Les trois dés sont lancés une fois pour tout le monde. Puis chaque joueur, en même temps et en secret, choisit deux dés pour former une paire et l'inscrit dans une zone de sa fiche, ou n'inscrit rien. Le troisième dé, le dé de guirlande, allume une ampoule de la guirlande de sa couleur. Quand tout le monde a choisi, toutes les fiches sont remplies en même temps et les zones complétées sont annoncées. Exemple : le lancer donne 1, 4 et 5 ; vous inscrivez 1 et 4 dans les Nichoirs, ligne 1, colonne 4, et le 5 allume une ampoule bleue.

# Titre de section.
lueurs-rules-choosing-title = Choisir son coup
# Le choix pas à pas, avec les touches.
lueurs-rules-choosing = Votre coup se choisit pas à pas, et seuls les choix permis sont proposés : les pouvoirs, dès que vous en avez un ; la paire (ou ne rien inscrire) ; la zone ; la place exacte, avec la valeur d'un joker ; et enfin l'ampoule. Haut et Bas pour se déplacer, Entrée pour choisir, Échap pour revenir d'une étape. Rien n'est écrit avant le choix de l'ampoule. Maj+L dit pourquoi une paire, une zone ou une ampoule n'est pas proposée. L résume les paires et leurs zones, D dit les dés, C relit votre fiche et Maj+C celle d'un autre joueur, G lit vos guirlandes et B vos bourses. À l'étape de la paire, un chiffre de 1 à 6 garde ce dé pour la guirlande et forme la paire avec les deux autres. F2 sur une option lit la règle qui s'y applique.

# Titre de section.
lueurs-rules-doubles-title = Doubles
# Les doubles.
lueurs-rules-doubles = Quand le lancer montre deux dés identiques, chaque joueur coche une de ses 12 cases de double, qui vaut 1 Grelot. Cela se fait tout seul au lancer. Seuls les dés naturels comptent : les pouvoirs ne font ni ne défont jamais un double. Un triple compte pour un seul double. Exemple : un lancer de 3, 3 et 5 fait cocher une case de double sur chaque fiche ; une fois vos 12 cases cochées, les doubles ne vous rapportent plus rien.

# Titre de section.
lueurs-rules-powers-title = Pouvoirs
# Les pouvoirs +1 et −1.
lueurs-rules-powers = Compléter une guirlande débloque son pouvoir pour toute la partie : la rouge, la verte et la bleue donnent plus 1 ; la jaune et la violette, moins 1. À chaque tour, vous pouvez ajouter 1 à un dé avec plus 1 et retirer 1 à un autre dé avec moins 1, chacun une fois au plus ; un 6 ne peut pas monter, un 1 ne peut pas descendre. Deux guirlandes du même pouvoir ne donnent rien de plus. La valeur modifiée compte pour la zone et pour la guirlande, jamais pour les doubles. Un dé monté à 6 devient un joker ; un 6 descendu à 5 n'est qu'un 5. Exemple : vous avez 2, 3 et 5 et le pouvoir plus 1 : le 5 devient un 6, donc un joker. Les usages qui donneraient les mêmes dés qu'une autre option ne sont proposés qu'une fois.

# Titre de section.
lueurs-rules-jokers-title = Jokers
# Le 6 joker.
lueurs-rules-jokers = Chaque 6 est un joker. Quand vous l'inscrivez, vous annoncez la valeur de 1 à 6 qu'il remplace, et c'est elle qui est écrite. Vous la donnez en choisissant la place : la case de l'Oiseau chanteur cochée, le nichoir, le bonhomme de neige, les nombres des gâteaux ou du domino. Exemple : avec 6 et 3 dans les Bonhommes de neige, cocher le 9 fait du joker un 6 ; cocher le 4, un 1. Un 6 gardé comme dé de guirlande permet de cocher la guirlande de votre choix qui n'est pas complète.

# Titre de section.
lueurs-rules-bird-title = L'Oiseau chanteur
# La zone de l'Oiseau chanteur.
lueurs-rules-bird = Une piste de 12 cases part de l'oiseau. Chaque case porte une valeur de dé : 2, 5, 1, 4, 3, 6, 5, 2, 4, 1, 6, 3, en partant de l'oiseau. La paire coche deux cases libres, qui portent chacune une de ses valeurs, n'importe où sur la piste ; si une seule des deux peut être cochée, la paire ne peut pas s'y inscrire. Les cases valent 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, mais seule la suite ininterrompue de cases cochées depuis la case 1 rapporte. Exemple : les cases 1 à 8 cochées rapportent 14 ; la case 10 cochée avec la case 9 vide ne rapporte rien tant que la 9 n'est pas cochée. Bourse : 3 Grelots.

# Titre de section.
lueurs-rules-birdhouses-title = Les Nichoirs
# La zone des Nichoirs.
lueurs-rules-birdhouses = Une grille de 3 sur 3 nichoirs : lignes 1, 2 et 3, colonnes 4, 5 et 6. La paire doit avoir un dé de 1 à 3, la ligne, et un dé de 4 à 6, la colonne, dans n'importe quel ordre ; cochez ce nichoir s'il est vide. Une ligne complète rapporte 6, 7 ou 8 pour les lignes 1, 2, 3 ; une colonne complète 8, 7 ou 6 pour les colonnes 4, 5, 6. Exemple : la paire 2 et 5 coche la ligne 2, colonne 5 ; la ligne 3 et la colonne 5 complètes rapportent 15. Un joker peut remplacer la ligne ou la colonne. Bourse : 3 Grelots.

# Titre de section.
lueurs-rules-cakes-title = Les Gâteaux
# La zone des Gâteaux.
lueurs-rules-cakes = Un kouglof de 4 fumées et deux biscuits de 3 fumées chacun ; on écrit depuis la fumée du bas vers le haut. Dans le kouglof, les nombres montent strictement ; dans chaque biscuit, ils descendent strictement. Chaque valeur de la paire va dans la plus basse fumée vide d'un gâteau : les deux dans un même gâteau, dans l'ordre choisi, la première en dessous ; ou chacune dans un gâteau différent. Les deux doivent pouvoir s'écrire. Les fumées rapportent, depuis le bas : kouglof 1, 1, 2, 2 ; chaque biscuit 1, 1, 2. Exemple : 1 puis 2 dans le kouglof, plus tard 3 dans le kouglof et 4 dans le biscuit 1 : 5 Grelots. Bourse : 3 Grelots.

# Titre de section.
lueurs-rules-snowmen-title = Les Bonhommes de neige
# La zone des Bonhommes de neige.
lueurs-rules-snowmen = Onze bonhommes de neige pour les sommes de 2 à 12. Additionnez les deux dés de la paire et cochez ce bonhomme s'il est vide. La somme 2 rapporte 4, la somme 3 en rapporte 3, la somme 4 en rapporte 2, chaque somme de 5 à 9 en rapporte 1, 10 en rapporte 2, 11 en rapporte 3 et 12 en rapporte 4. Exemple : la paire 1 et 1 coche le 2 pour 4 Grelots ; la paire 5 et 6 coche le 11 pour 3. Bourse : 3 Grelots.

# Titre de section.
lueurs-rules-squirrel-title = L'Écureuil
# La zone de l'Écureuil.
lueurs-rules-squirrel = Cinq emplacements de domino en rangée ; la flèche marque le centre, l'emplacement 3, qui reçoit le premier domino, dans le sens de votre choix. Chaque domino suivant va dans l'emplacement vide contre la rangée, à l'un ou l'autre bout, tourné pour que les moitiés qui se touchent montrent le même nombre. Les emplacements rapportent 4, 3, 2, 3, 4 de gauche à droite. Exemple : 2 et 5 au centre ; ensuite 5 et 1 peuvent aller à sa droite, le 5 contre lui, et 4 et 2 à sa gauche, le 2 contre lui. Bourse : 2 Grelots.

# Titre de section.
lueurs-rules-garlands-title = Guirlandes et ampoules
# Les guirlandes.
lueurs-rules-garlands = À chaque tour, vous cochez une ampoule avec le dé de guirlande : 1 rouge, 2 jaune, 3 verte, 4 violette, 5 bleue. Les guirlandes rouge, jaune, verte et violette ont 3 ampoules, la bleue 4 : seize en tout. Un 6, ou un dé dont la guirlande est déjà complète, permet de cocher une ampoule de n'importe quelle guirlande incomplète. Si vous n'inscrivez rien, vous cochez quand même une ampoule, avec le dé de votre choix. Exemple : Fanny garde un 4 et coche une ampoule violette ; elle complète ainsi la violette, qui lui donne le pouvoir moins 1. Bourses des guirlandes : 2 Grelots chacune, 3 pour la bleue.

# Titre de section.
lueurs-rules-bags-title = Bourses de Grelots
# Les bourses.
lueurs-rules-bags = Chaque zone et chaque guirlande a sa bourse de Grelots. Quand vous complétez une zone ou une guirlande, vous l'annoncez et entourez sa bourse : elle comptera à la fin. Tous les autres barrent cette bourse et ne pourront plus la gagner. Si plusieurs joueurs complètent la même chose au même tour, tous l'entourent. Si votre bourse était déjà barrée, la zone compte toujours ses propres Grelots, mais la bourse est perdue. En solo, aucune bourse n'est jamais barrée.

# Titre de section.
lueurs-rules-end-title = Fin de partie
# La fin.
lueurs-rules-end = La partie s'arrête après le tour où un joueur a complété quatre guirlandes. Ce tour est joué par tout le monde, puis on compte. Le joueur qui a le plus de Grelots gagne ; en cas d'égalité, la victoire est partagée : félicitations, restez amis, c'est important. Une partie dure 15 tours au plus.

# Titre de section.
lueurs-rules-scoring-title = Tableau de score
# Le décompte.
lueurs-rules-scoring = Le tableau de score additionne six lignes : d'abord les doubles cochés et toutes les bourses entourées ; puis l'Oiseau chanteur, les Nichoirs, les Gâteaux, les Bonhommes de neige et l'Écureuil. Exemple : 11, 14, 15, 5, 7 et 0 font 52, avec deux doubles et les bourses des guirlandes rouge, jaune, verte et bleue, soit 2, 2, 2 et 3, sur la première ligne.

# Titre de section.
lueurs-rules-solo-title = Jouer seul
# Le jeu en solo.
lueurs-rules-solo = Seul, vous jouez exactement avec les mêmes règles et visez votre meilleur score ; toute bourse complétée est à vous. À la fin, vous entendez votre score et votre record.

# Titre de section.
lueurs-rules-readings-title = Comment cette édition lit la règle
# Les décisions là où la règle imprimée se tait.
lueurs-rules-readings = Là où la règle imprimée se tait, cette édition tranche : la case de double se coche toute seule au lancer ; les deux pouvoirs ne peuvent pas servir sur le même dé, puisqu'ils s'annuleraient ; les pouvoirs peuvent aussi servir quand vous n'inscrivez rien, pour changer l'ampoule que vous pouvez cocher ; un pouvoir débloqué pendant un tour sert à partir du tour suivant ; vous pouvez toujours ne rien inscrire, même si une paire trouve sa place ; dans l'Oiseau chanteur, la valeur du joker est celle imprimée sur la case qu'il coche ; les choix de tous les joueurs pour un tour sont écrits avant de regarder les zones complétées, si bien que tous ceux qui finissent au même tour gagnent la bourse.
