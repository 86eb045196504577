## Sixteen : la visite guidée des règles (F2), une section par étape de la partie.

# Titre : le but.
sixteen-rules-goal-title = Le but
# Le but du jeu.
sixteen-rules-goal = Chaque tuile qui reste dans votre main compte contre vous. Posez vos tuiles sur cinq rangées communes, une par couleur, toujours en montant, et soyez le premier à vider votre main, ou gardez la main la plus légère. Le score le plus bas gagne. Exemple : finir avec un 3 rouge, un 5 jaune et un 11 vert fait 19 points.
# Titre : les tuiles.
sixteen-rules-tiles-title = Les tuiles
# Les 88 tuiles et les cinq couleurs.
sixteen-rules-tiles = Il y a 88 tuiles. Cinq couleurs, rouge, jaune, vert, bleu et violet, ont chacune les nombres de 1 à 15 et deux tuiles 16 : le 16 Retour (imprimé 16 RESTART) et le 16 Fin (imprimé 16 END). Trois tuiles spéciales complètent le jeu : deux Ciseaux et une Poubelle. Votre main est secrète ; tout le monde voit les rangées et sait combien de tuiles a chaque joueur.
# Titre : la distribution.
sixteen-rules-deal-title = La distribution
# Comment les tuiles sont distribuées et qui commence.
sixteen-rules-deal = À 4 joueurs, chacun prend 22 tuiles. À 3, chacun en prend 29 et une tuile reste dans le sac ; si c'est un 1, il va quand même au centre. À 2, les cinq 1 vont d'abord au centre, puis chacun prend 30 tuiles et le reste demeure inutilisé dans le sac. Chaque 1 distribué va aussitôt au centre : les cinq rangées commencent donc toutes par leur 1. Le joueur qui a le 1 rouge commence ; à 2 joueurs, ou si le 1 rouge est resté dans le sac, le premier joueur est tiré au sort. On joue ensuite à tour de rôle, dans l'ordre des places.
# Titre : le tour.
sixteen-rules-turn-title = Votre tour
# Ce qu'est un tour.
sixteen-rules-turn = À votre tour, faites une seule chose : poser des tuiles sur une rangée, jouer une tuile spéciale (Ciseaux ou Poubelle) puis éventuellement poser des tuiles sur cette même rangée, ou passer quand aucune tuile ne peut être posée. Exemple : vous coupez le 12 rouge avec des Ciseaux, puis vous posez vos 10 et 11 rouges.
# Titre : poser des tuiles.
sixteen-rules-place-title = Poser des tuiles
# Comment les tuiles vont sur une rangée.
sixteen-rules-place = Les tuiles vont sur la rangée de leur couleur, au-dessus de sa dernière tuile. Posez soit une tuile, n'importe où plus haut (les trous sont permis), soit une suite de nombres consécutifs dont la première tuile dépasse la dernière de la rangée. Exemple : sur la rangée rouge 1, 4, 7, vous pouvez poser le 10 seul, ou 8, 9 et 10 ensemble, mais jamais le 5. Une seule rangée par tour. Attention : les tuiles que vous sautez restent bloquées dans votre main tant que la rangée ne redescend pas.
# Titre : les tuiles 16.
sixteen-rules-sixteens-title = Les tuiles 16
# Le 16 Retour et le 16 Fin.
sixteen-rules-sixteens = Un 16 compte pour 16 : posez-le seul après n'importe quel nombre, ou au bout d'une suite qui atteint 15, comme 14, 15, 16. Jamais deux tuiles 16 dans le même tour, et votre tour s'arrête après un 16. Le 16 Retour ramène sa rangée à son 1 : toutes les tuiles au-dessus du 1 et le Retour lui-même quittent la partie. Le 16 Fin ferme sa rangée : plus rien ne s'y pose tant que le 16 Fin n'est pas retiré, pas même un 16 Retour. Un 16 Retour sur une rangée réduite à son 1 est permis : il quitte simplement la partie.
# Titre : les tuiles spéciales.
sixteen-rules-specials-title = Ciseaux et Poubelle
# Les deux tuiles spéciales.
sixteen-rules-specials = Les Ciseaux retirent la dernière tuile de n'importe quelle rangée ; la Poubelle retire autant de tuiles que vous voulez au bout d'une rangée. Aucune ne prend jamais le 1 d'une rangée, et toutes deux peuvent retirer un 16 Fin, ce qui rouvre la rangée. Ensuite, vous pouvez faire une pose sur cette même rangée, ou finir votre tour. Si rien de votre main n'y va, votre tour s'arrête tout seul. Une seule tuile spéciale par tour ; rien ne vous oblige à les jouer, mais chacune encore en main à la fin coûte 20 points. Les tuiles retirées et les tuiles spéciales jouées quittent la partie.
# Titre : passer.
sixteen-rules-pass-title = Passer
# Quand un joueur peut passer.
sixteen-rules-pass = Vous ne pouvez passer que si aucune de vos tuiles numérotées ni aucun de vos 16 ne va sur une rangée. Une tuile spéciale ne vous force jamais à jouer : sans rien à poser, vous pouvez passer même si vous en avez une. Jouer une tuile spéciale est un coup : ce n'est pas passer.
# Titre : la fin.
sixteen-rules-end-title = La fin
# Comment la partie se termine.
sixteen-rules-end = La partie s'arrête aussitôt qu'un joueur n'a plus de tuile, même juste après une tuile spéciale ; ce joueur gagne. Elle s'arrête aussi quand tous les joueurs passent au cours d'un même tour de table : l'un après l'autre, sans aucun coup entre deux. Toutes les mains sont alors montrées et comptées.
# Titre : le score.
sixteen-rules-score-title = Le score
# Comment on compte et qui gagne.
sixteen-rules-score = Chaque tuile numérotée restante compte sa valeur, chaque tuile 16 compte 16, et les Ciseaux et la Poubelle comptent 20 chacun. Le score le plus bas gagne ; en cas d'égalité, le joueur qui a le moins de tuiles gagne ; s'il y a encore égalité, la victoire est partagée. Exemple : 19 points en 3 tuiles battent 19 points en 4. Pendant la partie, vous ne connaissez que votre propre score.
# Titre : les touches.
sixteen-rules-keys-title = Jouer au clavier
# Les touches de ce jeu.
sixteen-rules-keys = Choisissez un coup pas à pas : d'abord poser, Ciseaux, Poubelle ou passer ; puis la rangée ; puis les tuiles, les plus longues suites en premier. Chaque option dit ce qu'elle laisse derrière elle. D lit votre main couleur par couleur, B lit chaque rangée et ce qui peut venir, Maj+P énumère toutes vos poses possibles, L dit ce que vous pouvez faire, W dit combien de tuiles a chaque joueur et qui a passé, T dit à qui est le tour, et C consulte votre main tuile par tuile avec les rangées en grille.
