## Fairy Lights : la présentation des règles (F2), section par section.

# Titre de section.
fairy-lights-rules-goal-title = Le jeu
# Le but, les joueurs, qui commence.
fairy-lights-rules-goal = Fairy Lights est un jeu de cartes de stop ou encore, de 2 à 5 joueurs. Les cartes piochées une à une forment une rangée visible de tous, la boutique ; à votre tour, vous piochez tant que vous l'osez, puis vous prenez les cartes d'une couleur. Quand vos ampoules d'une couleur atteignent 3, 6, 9 ou 12, ces cartes sont marquées et leurs étoiles comptent pour vous ; les cartes encore visibles à la fin comptent contre vous. Le premier joueur de la table commence, puis le tour passe dans l'ordre des places.
# Titre de section.
fairy-lights-rules-deck-title = La pioche
# Les 60 cartes et ce qui est public.
fairy-lights-rules-deck = 60 cartes en cinq couleurs, douze de chaque : rouge, jaune, vert, bleu et violet. Dans chaque couleur, huit cartes portent une ampoule et valent 0, 0, 1, 1, 1, 1, 2 et 2 étoiles, et quatre cartes portent 2 ampoules : deux sans étoile, deux à une étoile. Cela fait 16 ampoules et 10 étoiles par couleur. La pioche est mélangée une fois, face cachée. Son ordre est secret, mais ce qu'il en reste est public, comme le montre le verso des vraies cartes : la touche B donne les cartes restantes par couleur et le risque de griller en piochant la prochaine carte.
# Titre de section.
fairy-lights-rules-turn-title = Votre tour
# Le choix de début de tour selon la taille de la boutique.
fairy-lights-rules-turn = Au début de votre tour, comptez les cartes de la boutique. Avec 5 cartes, vous devez prendre des cartes et ne pouvez pas piocher. Avec 1 à 4 cartes, vous choisissez de piocher ou de prendre des cartes. Si la boutique est vide, vous devez piocher. La touche R pioche et la touche K prend ; vous pouvez aussi choisir dans la liste avec les flèches et Entrée.
# Titre de section.
fairy-lights-rules-draw-title = Piocher et griller
# Piocher, griller, la prise obligée.
fairy-lights-rules-draw = Piocher révèle la carte du dessus de la pioche et la pose au bout de la boutique ; vous l'entendez aussitôt, par exemple « Violette, 2 ampoules, une étoile ». Si elle a la couleur de la carte qui était la dernière de la boutique juste avant, vous grillez : votre tour s'arrête aussitôt, vous ne prenez rien et la carte reste dans la boutique pour le joueur suivant. Sinon, si la boutique contient maintenant 5 cartes, vous devez prendre des cartes ; sinon, vous choisissez de piocher encore ou de prendre des cartes. Exemple : la boutique finit par une carte bleue et vous piochez une carte bleue : vous grillez. Une carte piochée dans une boutique vide ne fait jamais griller.
# Titre de section.
fairy-lights-rules-take-title = Prendre
# Combien de couleurs prendre.
fairy-lights-rules-take = Avec 1 à 4 cartes dans la boutique, prenez toutes les cartes d'une couleur. Avec 5 cartes, prenez toutes les cartes de deux couleurs ; s'il n'y a qu'une couleur, prenez-la. Chaque choix dit ce qu'il rapporte et ce qu'il vous ferait, par exemple « Rouge : 2 cartes, 3 ampoules, une étoile ; vous marqueriez 3 cartes pour 4 étoiles ». Les autres cartes restent dans la boutique pour le joueur suivant.
# Titre de section.
fairy-lights-rules-bank-title = Marquer, garder, défausser
# Ce que devient chaque couleur prise.
fairy-lights-rules-bank = Après la prise, pour chaque couleur prise, comptez les ampoules de cette couleur parmi vos cartes non marquées, nouvelles cartes comprises. Un multiple de 3, soit 3, 6, 9 ou 12 : toutes ces cartes sont marquées, face cachée, et leurs étoiles comptent pour vous. Une ou deux ampoules : vous gardez les cartes face visible. 4 ou plus sans être un multiple de 3 : vous défaussez toutes vos cartes non marquées de cette couleur. Exemple : vous avez une carte rouge à une ampoule et prenez une carte rouge à 2 ampoules : 3 ampoules, les deux cartes sont marquées. Si vous aviez pris deux cartes rouges à 2 ampoules : 5 ampoules, les trois cartes seraient défaussées. Sur la vraie table, les cartes marquées sont face cachée, mais tout le monde les a vu prendre : ici chaque collection peut donc s'écouter, C pour la vôtre, Maj+C pour celle d'un autre joueur.
# Titre de section.
fairy-lights-rules-end-title = Fin et score
# La dernière carte, le score, les égalités.
fairy-lights-rules-end = Quand la dernière carte de la pioche est révélée, le joueur qui l'a piochée finit son tour : il ne peut plus piocher, donc, sauf s'il grille sur cette carte, il prend des cartes ; puis la partie s'arrête. Votre score est la somme des étoiles de vos cartes marquées moins celles de vos cartes non marquées. Le meilleur score gagne ; en cas d'égalité, la victoire est partagée. Exemple : 14 étoiles marquées et 3 étoiles encore visibles font 11 points.
# Titre de section.
fairy-lights-rules-keys-title = Touches
# Les touches du jeu et la consultation.
fairy-lights-rules-keys = R pioche. K prend des cartes : la touche ouvre le choix des couleurs, ou prend directement s'il n'y a qu'un choix. D lit la boutique carte par carte, en nommant la dernière ; G la résume par couleur. B donne la pioche par couleur et le risque de griller. C consulte votre collection, puis la boutique et la pioche ; Maj+C celle d'un autre joueur. T dit à qui est le tour et ce que permet la boutique ; S et Maj+S donnent les scores ; L les coups possibles.
