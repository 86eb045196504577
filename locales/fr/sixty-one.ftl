## Sixty-One : les mots du jeu. Les glands sont les points ; la rangée de feuilles cumule les dés restants.

# Nom du jeu, dans les menus et les titres.
sixty-one-name = Sixty-One
# Une phrase pour le menu des jeux.
sixty-one-summary = Un jeu automnal de dés et de crayon, de 1 à 6 joueurs : des trois dés, l'un choisit une zone, un autre s'y inscrit, le dernier fait pousser votre rangée de feuilles ; le joueur qui a le plus de glands gagne.

## Morceaux communs

# Ce qu'apporte un total des feuilles, dit après le total. $prize : x, acorns ou none ; $bonus : glands ; $ends : yes quand le total atteint 61 ou plus.
sixty-one-prize = { $prize ->
        [x] , un X
        [acorns] , { $bonus ->
            [one] { $bonus } gland de bonus
           *[other] { $bonus } glands de bonus
        }
       *[none] {""}
    }{ $ends ->
        [yes] , la partie s'arrête après cette manche
       *[no] {""}
    }
# Nom d'une zone de la feuille. $area est sa clé.
sixty-one-area = { $area ->
        [pumpkins] Citrouilles
        [lilies] Nénuphars
        [marshmallows] Guimauves
        [chocolate] Chocolat chaud
        [dens] Terriers de renard
       *[mushrooms] Champignons
    }
# Nom d'une case dans sa zone. $group : numéro de la citrouille ou de la brochette (1 = brochette de gauche) ; $pos : place dans celle-ci ; $n : numéro de la case dans la zone.
sixty-one-spot = { $area ->
        [pumpkins] citrouille { $group }, { $pos ->
            [1] première case
           *[other] deuxième case
        }
        [lilies] nénuphar { $n }
        [marshmallows] { $group ->
            [1] brochette de gauche
           *[other] brochette de droite
        }, guimauve { $pos }
        [chocolate] tasse { $n }
        [dens] terrier { $n }
       *[mushrooms] champignon { $n }
    }
# Un nombre de glands, les points du jeu.
sixty-one-acorns = { $count ->
        [one] { $count } gland
       *[other] { $count } glands
    }
# Une valeur inscrite : une valeur de dé, ou le X joker.
sixty-one-value = { $value ->
        [X] X
       *[other] { $value }
    }
# Où se trouve un terrier, dit après son nom. $row : 0 en bas, 1 au milieu, 2 au sommet ; $below : les terriers sur lesquels il repose.
sixty-one-den-where = { $row ->
        [0] {", "}rangée du bas
        [1] {", "}rangée du milieu, sur les terriers { $below }
       *[other] {", "}sommet, sur les terriers { $below }
    }
# Rien à ajouter sur l'emplacement d'une case (toutes les zones sauf les terriers). Doit rester vide.
sixty-one-nowhere = {""}
# Une liste de possibilités vide.
sixty-one-none = rien
# Ce que prend une zone vide quand toutes les valeurs de dé conviennent.
sixty-one-any = toutes

## Événements

# Nouvelle manche : les dés sont lancés pour tout le monde. $you vaut yes pour un joueur, dont le choix du coup annonce les dés juste après : ils ne sont donc dits qu'à un spectateur et avant un passage du clavier, dont l'appel vient d'abord ($you no) ; $last vaut yes à la manche 20.
sixty-one-rolled = Manche { $round }{ $last ->
        [yes] , la dernière
       *[no] {""}
    }.{ $you ->
        [yes] {""}
       *[no] {" "}Dés : { $dice }.
    }
# Privé : votre choix est noté pendant que d'autres choisissent encore. $total : votre total des feuilles après ce choix.
sixty-one-recorded = C'est noté : { $area }, { $spot } : { $value } ; le { $leaf } aux feuilles, total { $total }{ $prize }. On attend { $waiting }.
# Privé : vous n'inscrivez rien (rien ne rentre) pendant que d'autres choisissent encore.
sixty-one-recorded-skip = C'est noté : rien d'inscrit ; le { $leaf } aux feuilles, total { $total }{ $prize }. On attend { $waiting }.
# Privé : la case de votre X est notée pendant que d'autres placent encore le leur.
sixty-one-recorded-x = C'est noté : votre X va dans la zone { $area }, { $spot }. On attend { $waiting }.
# Un coup de la manche, en entier. $acorns dit $gained glands en toutes lettres.
sixty-one-wrote = { $you ->
        [yes] Vous
       *[no] { $player }
    } : { $area }, { $spot } : { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }. Le { $leaf } aux feuilles, total { $total }.
# Le coup d'un autre joueur, en bref (mode bref).
sixty-one-wrote-brief = { $player } : { $area } { $value }, feuilles { $total }.
# Rien ne rentrait sur une feuille : seul le dé des feuilles a servi.
sixty-one-skipped = { $you ->
        [yes] Rien ne pouvait s'inscrire sur votre fiche
       *[no] { $player } n'a rien pu inscrire
    } : le { $leaf } aux feuilles, total { $total }.
# Idem, en bref.
sixty-one-skipped-brief = { $player } : rien d'inscrit, feuilles { $total }.
# Le total des feuilles tombe pile sur 21, 41 ou 61.
sixty-one-leaf-bonus = Feuilles à { $total } : { $you ->
        [yes] vous gagnez
       *[no] { $player } gagne
    } { $acorns }.
# Le total des feuilles tombe pile sur 11, 31 ou 51.
sixty-one-x-gained = Feuilles à { $total } : { $you ->
        [yes] vous gagnez un X
       *[no] { $player } gagne un X
    }.
# Un X gagné alors qu'aucune case n'est libre sur la feuille.
sixty-one-x-lost = Plus aucune case libre : { $you ->
        [yes] votre X est perdu
       *[no] { $player } perd son X
    }.
# Un X inscrit, en entier.
sixty-one-x-placed = { $you ->
        [yes] Vous placez votre X
       *[no] { $player } place un X
    } dans la zone { $area }, { $spot }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }.
# Le X d'un autre joueur, en bref.
sixty-one-x-placed-brief = { $player } : X dans la zone { $area }.
# Bonus du premier remplissage. $winners : qui a rempli la zone en premier (à plusieurs dans la même manche, tous le gagnent), $count personnes ; $you vaut yes quand l'auditeur en fait partie ; $missed vaut yes quand l'auditeur l'a manqué. $alone vaut yes en solo (aucun rival à devancer).
sixty-one-first-fill = { $alone ->
    [yes] Vous remplissez la zone { $area } : 3 glands de bonus.
   *[no] { $you ->
            [yes] { $count ->
                [one] Vous remplissez
               *[other] { $winners } remplissez
            } la zone { $area } en premier
           *[no] Zone { $area } remplie en premier par { $winners }
        } : { $count ->
            [one] 3 glands de bonus
           *[other] 3 glands de bonus chacun
        }.{ $missed ->
            [yes] {" "}Vous avez manqué ce bonus.
           *[no] {""}
        }
}
# Une zone remplie alors que quelqu'un d'autre a déjà pris son bonus.
sixty-one-area-filled = { $you ->
        [yes] Vous avez
       *[no] { $player } a
    } rempli la zone { $area } ; son bonus était déjà pris.
# Pourquoi la partie s'arrête avant la manche 20 : $who ($count personnes) a atteint 61 feuilles ou plus ; $you vaut yes quand l'auditeur en fait partie ; $round : la manche qui vient d'être jouée. « Fin de la partie » suit.
sixty-one-ending = { $you ->
        [yes] { $count ->
            [one] Votre total des feuilles atteint 61 ou plus
           *[other] { $who } atteignez un total de feuilles de 61 ou plus
        }
       *[no] Total des feuilles à 61 ou plus pour { $who }
    } : la manche { $round } était la dernière.

## Touches D, T, L et arbre de consultation

# D : les dés de la manche.
sixty-one-dice = Manche { $round }{ $last ->
        [yes] , la dernière
       *[no] {""}
    } : dés { $dice }.
# D avant le premier lancer.
sixty-one-no-dice = Les dés n'ont pas encore été lancés.
# T une fois la partie finie.
sixty-one-turn-over = La partie est finie, après la manche { $round }.
# T entre deux manches.
sixty-one-turn-roll = Les dés de la manche { $round } vont être lancés.
# T pendant les choix. $waiting : qui doit encore choisir. $you : yes s'il ne reste que vous.
sixty-one-turn-choose = Manche { $round } sur { $last_round }, dés { $dice }. { $you ->
    [yes] À vous de choisir.
   *[no] Choix en attente : { $waiting }.
}
# T quand l'auditeur n'a rien à décider : la plateforme dit ensuite qui on attend. $phase : choose, ou x pendant le placement des X.
sixty-one-turn-others = Manche { $round } sur { $last_round }, dés { $dice }{ $phase ->
        [x] , placement des X
       *[other] {""}
    }.
# T pendant que des joueurs placent leur X. $you : yes s'il ne reste que vous.
sixty-one-turn-x = Manche { $round } sur { $last_round }, dés { $dice }. { $you ->
    [yes] À vous de placer votre X.
   *[no] X à placer : { $waiting }.
}
# T : votre propre choix, secret jusqu'à ce que tout le monde ait choisi.
sixty-one-turn-mine = Votre choix : { $area }, { $spot } : { $value }.
# T : votre choix quand rien ne rentrait.
sixty-one-turn-mine-skip = Votre choix : rien d'inscrit, { $leaf } aux feuilles.
# T : où va votre X.
sixty-one-turn-mine-x = Votre X : { $area }, { $spot }.
# C : le haut d'une feuille.
sixty-one-sheet = { $you ->
        [yes] Votre fiche
       *[no] { $player }
    } : { $acorns }, total des feuilles { $total }.
# C : une zone. $bonus : won, missed ou open ; $needs : valeurs possibles ensuite ; $full : yes quand toutes les cases sont remplies.
sixty-one-sheet-area = { $area } : { $acorns }, { $filled ->
        [0] aucune case remplie
        [1] une case remplie
        [one] { $filled } case remplie
       *[other] { $filled } cases remplies
    } sur { $size }{ $full ->
        [yes] {""}
       *[no] , valeurs possibles : { $needs }
    } ; bonus de zone remplie en premier { $bonus ->
        [won] gagné
        [missed] manqué
       *[open] encore à prendre
    }.
# C : une case. $state : empty ou written ; $kind : spot (compte seule), open (sa citrouille ou sa brochette rapporte $worth une fois complète) ou done (complète).
sixty-one-sheet-spot = { $spot }{ $where } : { $state ->
        [empty] vide
       *[written] { $value }
    }, { $kind ->
        [open] { $worth } une fois complète
        [done] complète, { $worth }
       *[spot] vaut { $worth }
    }.
# C : la rangée de feuilles. $next : prochain total qui rapporte (0 s'il n'y en a plus), $prize : x, acorns ou none ; $lost : X perdus.
sixty-one-sheet-leaves = Rangée de feuilles : total { $total } après { $count ->
        [1] une feuille
        [one] { $count } feuille
       *[other] { $count } feuilles
    } sur 20{ $prize ->
        [x] ; prochaine récompense à { $next } : un X
        [acorns] ; prochaine récompense à { $next } : { $bonus ->
            [one] { $bonus } gland
           *[other] { $bonus } glands
        }
       *[none] {""}
    }{ $lost ->
        [0] {""}
       *[other] ; X perdus : { $lost }
    }.
# C : une feuille. $leaf : le dé ajouté ; $total : le total inscrit.
sixty-one-sheet-leaf = Feuille { $n } : plus { $leaf }, total { $total }{ $prize }.
# Une ligne du score : une zone.
sixty-one-item-area = { $area } : { $points } ({ $filled ->
        [0] aucune case remplie
        [1] une case remplie
        [one] { $filled } case remplie
       *[other] { $filled } cases remplies
    } sur { $size })
# Une ligne du score : les bonus de premier remplissage. $areas : combien de zones.
sixty-one-item-first = { $points ->
        [0] aucun bonus de zone remplie en premier
       *[other] bonus de zone remplie en premier : { $points } ({ $areas ->
            [1] une zone
            [one] { $areas } zone
           *[other] { $areas } zones
        })
    }
# Une ligne du score : les bonus de la rangée de feuilles, avec son total.
sixty-one-item-leaves = { $points ->
        [0] aucun bonus des feuilles
       *[other] bonus des feuilles : { $points }
    } (total des feuilles { $total })
# S : les glands de chacun ; seul à la table ($solo : yes), les vôtres en une phrase. $count : vos glands.
sixty-one-scores = { $solo ->
    [yes] { $count ->
        [0] Vous n'avez aucun gland.
        [1] Vous avez un gland.
       *[other] Vous avez { $count } glands.
    }
   *[no] Glands : { $entries }.
}
# S à une table où personne n'a encore de gland (le début de chaque partie).
sixty-one-scores-none = Personne n'a encore de gland.
# S : les glands d'un joueur.
sixty-one-score-entry = { $count } pour { $you ->
        [yes] vous
       *[no] { $player }
    }
# Maj+S et score final : les glands d'un joueur, ligne par ligne.
sixty-one-score-detail = { $you ->
        [yes] Vous
       *[no] { $player }
    } : { $acorns }. { $items }.
# W : un joueur à la table. $status : choosing, chosen, x ou none.
sixty-one-table-seat = { $you ->
        [yes] Vous
       *[no] { $player }
    } : { $acorns }, total des feuilles { $total }, { $written ->
        [0] aucune case remplie
        [1] une case remplie
        [one] { $written } case remplie
       *[other] { $written } cases remplies
    }{ $status ->
        [choosing] , choix en cours
        [chosen] , choix fait
        [x] , X à placer
       *[none] {""}
    }.
# Fin d'une partie à 2 joueurs ou plus : qui gagne. $count : combien partagent la victoire ; $mine : yes quand l'auditeur gagne.
sixty-one-final-winners = { $count ->
        [one] { $mine ->
            [yes] Vous gagnez avec { $acorns } !
           *[no] { $winners } gagne avec { $acorns }.
        }
       *[other] Victoire partagée : { $winners }, avec { $acorns } chacun.
    }

## Le choix du coup

# Dit avant la zone prise pour le joueur, quand la question qui nommait les dés est sautée.
sixty-one-fact-dice = Dés { $dice }.
# Choix du coup, première étape.
sixty-one-prompt-area = Dés { $dice } : choisissez le dé de la zone.
# Choix du coup, première étape quand rien ne rentre sur la feuille.
sixty-one-prompt-skip = Dés { $dice } : rien ne peut s'inscrire sur votre fiche.
# Choix du coup, placer un X.
sixty-one-prompt-x-area = Placez votre X : choisissez la zone.
# Choix du coup, le dé des feuilles quand rien ne rentre. Sans les dés : l'étape d'avant, prise pour le joueur, vient de les dire (« Dés 1, 1 et 1 : rien ne peut s'inscrire… »), et chaque option dit son dé.
sixty-one-prompt-leaf = Choisissez le dé des feuilles.
# Choix du coup, la case d'un X.
sixty-one-prompt-x-spot = { $area } : choisissez la case de votre X.
# Choix du coup, deuxième étape.
sixty-one-prompt-value = { $area } : choisissez la valeur à inscrire.
# Choix du coup, troisième étape.
sixty-one-prompt-spot = { $area }, valeur { $value } : choisissez la case.
# Option : ne rien inscrire, seulement quand rien ne rentre.
sixty-one-opt-skip = Ne rien inscrire et choisir le dé des feuilles
# Option : un dé pour la rangée de feuilles.
sixty-one-opt-leaf = Le { $leaf } aux feuilles, total { $total }{ $prize }
# Option : une zone où le X peut aller.
sixty-one-opt-x-area = { $area }, { $count ->
        [1] une case libre
        [one] { $count } case libre
       *[other] { $count } cases libres
    }
# Option : une zone, choisie par le dé qui montre son numéro.
sixty-one-opt-area = { $area }, dé { $die }
# Option : la valeur à inscrire ; le dé restant va aux feuilles.
sixty-one-opt-value = Inscrire { $value } ; le { $leaf } aux feuilles, total { $total }{ $prize }
# Option : une case, avec ce qu'elle rapporte. $fills : yes quand elle complète la zone ; $bonus : yes quand le bonus de premier remplissage est encore à prendre.
sixty-one-opt-spot = { $spot } : { $value }{ $gained ->
        [0] {""}
       *[other] , { $acorns }
    }{ $fills ->
        [yes] , complète la zone{ $bonus ->
            [yes] , plus 3 glands de bonus
           *[no] {""}
        }
       *[no] {""}
    }
# Pourquoi une zone n'est pas proposée : elle est pleine.
sixty-one-why-full = { $area } : zone pleine.
# Pourquoi une zone n'est pas proposée : aucun dé ne montre son numéro.
sixty-one-why-no-die = { $area } : aucun dé ne montre { $die }.
# Pourquoi une zone ou une valeur n'est pas proposée : ce qu'il lui faut ensuite. $key : la clé de la zone, pour l'accord.
sixty-one-why-needs = { $area } : { $key ->
        [chocolate] il lui faut
       *[other] il leur faut
    } ensuite { $needs } ; les autres dés montrent { $others }.
# Touche 1 à 6, quand rien ne rentre, sur un chiffre qu'aucun dé ne montre.
sixty-one-why-leaf = Aucun dé ne montre { $die }.
# Touche 1 à 6, une fois la zone choisie, sur un chiffre qu'aucun des deux autres dés ne montre.
sixty-one-why-other-die = Aucun autre dé ne montre { $die }.
# Touche 1 à 6 sur une valeur qu'aucun dé n'offre pour cette zone.
sixty-one-why-value = Impossible d'inscrire { $value } dans la zone { $area } maintenant.
# L une fois la partie finie.
sixty-one-legal-over = La partie est finie.
# L pendant que les autres choisissent.
sixty-one-legal-none = Rien à faire pour l'instant : on attend { $waiting }.
# L quand rien ne rentre.
sixty-one-legal-skip = Rien ne peut s'inscrire sur votre fiche : choisissez le dé des feuilles, { $dice }.
# L en plaçant un X. $areas : les zones, une liste ; $count : leur nombre (en fin de partie, une
# seule zone peut rester).
sixty-one-legal-x = { $count ->
    [one] Votre X peut aller dans la zone { $areas }.
   *[other] Votre X peut aller dans les zones { $areas }.
}
# L : l'en-tête avant une ligne par zone.
sixty-one-legal-assign = Vous pouvez inscrire :
# L : une zone et les valeurs qu'elle accepte maintenant.
sixty-one-legal-area = { $values } dans la zone { $area }.

## Touches (F1)

# F1 : touches 1 à 6.
sixty-one-key-die = Le dé qui montre ce chiffre, pour sa zone d'abord, puis pour la valeur à y inscrire ; quand rien ne peut s'inscrire, pour vos feuilles.

## Coups refusés

# La case n'existe pas.
sixty-one-illegal-no-such-spot = Cette case n'existe pas.
# La case est déjà remplie.
sixty-one-illegal-spot-taken = Cette case est déjà remplie.
# Un terrier du haut a besoin des deux terriers du dessous.
sixty-one-illegal-den-needs-support = Un terrier ne se remplit qu'une fois remplis les deux terriers du dessous.
# Nénuphars, champignons, citrouilles et brochettes se remplissent dans l'ordre.
sixty-one-illegal-out-of-order = Cette zone se remplit dans l'ordre : remplissez d'abord la case précédente.
# Règle des citrouilles.
sixty-one-illegal-pumpkin-must-match = La deuxième case d'une citrouille doit reprendre la valeur de la première.
# Règle des nénuphars.
sixty-one-illegal-lily-must-differ = Un nénuphar doit être différent de tous les précédents.
# Règle des guimauves.
sixty-one-illegal-skewer-must-match = Toutes les guimauves d'une brochette doivent avoir la valeur de la première.
# Règle du chocolat chaud.
sixty-one-illegal-mug-needs-its-value = Chaque tasse n'accepte que son propre numéro.
# Règle des terriers.
sixty-one-illegal-den-beside-same = Un terrier ne peut pas avoir la même valeur qu'un terrier rempli à côté de lui, en dessous ou au-dessus.
# Règle des champignons.
sixty-one-illegal-mushroom-must-follow = Un champignon doit valoir un de plus ou un de moins que le précédent ; 6 et 1 se suivent.
# Le dé indiqué ne fait pas partie des dés de la manche (chaque dé ne sert qu'une fois).
sixty-one-illegal-no-such-die = Aucun dé disponible ne montre cette valeur.
# On ne peut passer que si rien ne rentre.
sixty-one-illegal-must-place = Un coup est possible sur votre fiche : vous devez inscrire un dé.
# Un X se place avant toute autre chose.
sixty-one-illegal-place-x-first = Placez d'abord votre X.
# Ce n'est pas le moment.
sixty-one-illegal-not-now = Impossible pour le moment.
# Un lancer, ce sont trois dés de 1 à 6.
sixty-one-illegal-bad-roll = Un lancer, ce sont trois dés de 1 à 6.

# Maj+H : ce que le robot difficile attend d'un coup. $points : glands attendus à la fin, arrondis ; $wins : pourcentage des parties jouées jusqu'au bout qu'il gagne, ou "none" en solo. Contre des adversaires, c'est la part de victoires qui classe les coups : elle est dite d'abord.
sixty-one-hint-expect = { $wins ->
        [none] {""}
       *[other] { $wins } de victoires sur les parties simulées jusqu'au bout, {""}
    }{ $points ->
        [0] aucun gland
        [one] environ { $points } gland
       *[other] environ { $points } glands
    } à la fin
# Conseil : un coup entier. $area : le nom de la zone ; $spot : la case ; $value : le dé inscrit ; $leaf : le dé ajouté aux feuilles.
sixty-one-hint-move = { $area }, { $spot } avec le { $value }, le { $leaf } aux feuilles
# Conseil : rien ne rentre nulle part, un dé va donc aux feuilles. $leaf : ce dé.
sixty-one-hint-skip = rien ne peut s'inscrire, le { $leaf } aux feuilles
# Conseil : où inscrire le X qu'on vient de gagner. $area, $spot : comme dans sixty-one-hint-move.
sixty-one-hint-x = { $area }, { $spot } avec le X
# Raison du conseil : les glands que la case rapporte tout de suite. $acorns : « 2 glands » (« 2 glands à la clé »).
sixty-one-hint-gain = { $acorns } à la clé
# Raison du conseil : le coup remplit sa zone. $area : son nom ; $bonus : yes tant que personne ne l'a remplie (le premier gagne 3 glands de bonus).
sixty-one-hint-fills = la zone { $area } remplie{ $bonus ->
        [yes] {" "}avec 3 glands de bonus
       *[no] {""}
    }
# Raison du conseil : les valeurs que la zone accepte encore après le coup. $area : son nom ; $values : ces valeurs (« 4 ou 6 ») ; $count : leur nombre.
sixty-one-hint-open = la zone { $area } { $count ->
        [one] ne prend plus que le { $values }
       *[other] prend encore { $values }
    }
# Raison du conseil : les feuilles tombent sur un gain ou atteignent la fin. $total : le nouveau total des feuilles ; $prize : x, acorns ou none ; $bonus : les glands de 21, 41 ou 61 ; $ends : yes à 61 ou plus.
sixty-one-hint-leaves = vos feuilles atteignent { $total }{ $prize ->
        [x] {" "}pour un X
        [acorns] {" "}pour { $bonus ->
            [one] { $bonus } gland de bonus
           *[other] { $bonus } glands de bonus
        }
       *[none] {""}
    }{ $ends ->
        [yes] , ce qui finit la partie après cette manche
       *[no] {""}
    }
# Raison du conseil : les feuilles s'arrêtent avant le prochain gain. $total : le nouveau total des feuilles ; $target : le prochain total qui donne un X ou des glands ; $gap : l'écart restant.
sixty-one-hint-leaves-short = vos feuilles atteignent { $total }, il manque { $gap } pour arriver à { $target }
# Raison du conseil : le coup commence une citrouille ou une brochette vide ; « vaudra » vient en dernier, sinon « une fois ... » se poursuit à l'oreille dans la raison suivante (« ... à la même valeur et vos feuilles atteignent 6 »). $area : pumpkins ou marshmallows ; $acorns : ce qu'elle vaut une fois complète (« 5 glands ») ; $size : ses cases ; $wild : yes quand le coup y inscrit un X, qui va avec tout : seules les $rest cases suivantes doivent alors avoir une même valeur (l'autre case d'une citrouille prend n'importe quelle valeur).
sixty-one-hint-starts = { $area ->
        [pumpkins] une citrouille entamée
       *[other] une brochette entamée
    }, qui, une fois { $wild ->
        [yes] { $rest ->
            [one] son autre case remplie, quelle que soit sa valeur
           *[other] ses { $rest } autres cases à la même valeur
        }
       *[no] { $size ->
            [one] sa case remplie
           *[other] ses { $size } cases à la même valeur
        }
    }, vaudra { $acorns }
# Raison du conseil : le coup remplit la deuxième case de la brochette de droite (3 cases), à qui il ne manque alors qu'une valeur. $value : cette valeur (any quand seuls des X y sont inscrits) ; $acorns : ce que vaut la brochette complète (« 5 glands »).
sixty-one-hint-grows = il ne manque plus { $value ->
        [any] qu'une case, de n'importe quelle valeur,
       *[other] qu'un { $value }
    } à la brochette pour valoir { $acorns }
# Raison du conseil : un autre coup pesé inscrit plus de glands tout de suite, et pourquoi le conseil le laisse. $move : ce coup (comme sixty-one-hint-move) ; $sure : les glands qu'il inscrit tout de suite, bonus de premier remplissage compris ; $measure : wins (contre des adversaires : $theirs et $ours sont les pourcentages de parties simulées gagnées) ou points (en solo : les glands attendus à la fin) ; $verdict : worse, ou even quand la recherche ne peut pas les départager du hasard et garde son premier choix ; $samples : les parties simulées pour chaque coup.
sixty-one-hint-passes = en jouant { $move }, vous gagneriez { $sure ->
        [one] { $sure } gland
       *[other] { $sure } glands
    } tout de suite{ $measure ->
        [wins] { $verdict ->
            [worse] , mais seulement { $theirs } des parties simulées jusqu'au bout, contre { $ours }
           *[even] , et { $theirs } des parties simulées jusqu'au bout, contre { $ours }, un écart qui peut tenir au hasard { $samples ->
                [one] sur une seule partie simulée par coup
               *[other] sur { $samples } parties simulées par coup seulement
            }, si bien que le robot difficile s'en tient au coup conseillé
        }
       *[points] { $verdict ->
            [worse] , mais vous finiriez la partie avec environ { $theirs } glands, contre { $ours }
           *[even] , et vous finiriez la partie avec environ { $theirs } glands, contre { $ours }, un écart qui peut tenir au hasard { $samples ->
                [one] sur une seule partie simulée par coup
               *[other] sur { $samples } parties simulées par coup seulement
            }, si bien que le robot difficile s'en tient au coup conseillé
        }
    }

## Plein écran : la feuille dessinée

# Titre de la zone des dés : la manche et la dernière.
sixty-one-draw-round = Manche { $round } sur { $last }
# Devant les totaux inscrits sur la rangée de feuilles (« feuille » seul se lirait aussi comme la feuille de score).
sixty-one-draw-leaves = Totaux
# Légende de la rangée de feuilles sur la seule ligne d'un écran étroit.
sixty-one-draw-leaf-line = Feuilles{ $lost ->
    [0] {""}
    [one] , { $lost } X perdu
   *[other] , { $lost } X perdus
}
# Titre de la rangée de feuilles : son total et les points perdus au-delà de 61.
sixty-one-draw-leaf-total = Rangée de feuilles : { $total }{ $lost ->
    [0] {""}
    [one] , { $lost } X perdu
   *[other] , { $lost } X perdus
}
# Titre d'une zone : son nom, le dé qui la choisit, ses glands.
sixty-one-draw-area = { $number }. { $area } : { $acorns }
# Une zone de la feuille d'un autre joueur, sur une ligne : son numéro (le dé de zone).
sixty-one-draw-area-number = { $number }.
# Titre de la feuille d'un autre joueur, dessinée à côté de la vôtre sur un écran large.
sixty-one-draw-sheet-of = Fiche : { $player }
# Titre des totaux des joueurs.
sixty-one-draw-acorns = Glands
# Sur un écran étroit, la légende du total de feuilles d'un autre joueur.
sixty-one-draw-leaves-of = Feuilles ({ $player })
# Ce que fait D dans Sixty-One (F1).
sixty-one-cmd-dice = les trois dés de cette manche
