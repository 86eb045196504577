### La Linotte : tous les messages du jeu (français).
### Les noms des combinaisons (BRELAN, CARRÉ, FULL, QUINTE, SMALL, SEC, APPEL, YAM) sont ceux
### imprimés sur le plateau : les garder tels quels.

## Noms

# Le nom du jeu dans les menus.
linotte-name = La Linotte
# Une phrase pour le menu des jeux.
linotte-summary = Deux joueurs lancent cinq dés pour prendre les cases d'un plateau de 5 sur 5 et aligner leurs pions.

## Briques

# La combinaison d'une case BRELAN : au moins trois dés de la même valeur. $value va de 1 à 6.
linotte-brelan = Brelan de { $value }
# Les autres combinaisons, avec les noms du plateau.
linotte-combo = { $combo ->
    [carre] Carré
    [full] Full
    [quinte] Quinte
    [small] Small
    [yam] Yam
    [sec] Sec
   *[appel] Appel
}
# Une case et sa combinaison : « C3, YAM ».
linotte-cell = { $cell }, { $combo }
# La couleur d'un joueur (les pions).
linotte-colour = { $colour ->
    [white] blancs
   *[black] noirs
}
# Un groupe de dés égaux dans un lancer : « trois 4 », « un 2 ». $count va de 1 à 5.
linotte-group = { $count ->
    [1] un { $value }
    [2] deux { $value }
    [3] trois { $value }
    [4] quatre { $value }
   *[other] cinq { $value }
}
# Un seul élément là où un choix pourrait être proposé.
linotte-one = { $item }
# Sépare des éléments qui contiennent eux-mêmes des virgules : « C3, YAM ; B4, FULL ».
linotte-semi = { $first } ; { $rest }
# Ce que font les dés, quand ils ne font rien.
linotte-makes-nothing = Aucune combinaison.
# Ce que font les dés : une liste des deux messages ci-dessous.
linotte-makes = Combinaisons : { $made }.
# Une combinaison faite, avec ses cases libres entre parenthèses.
linotte-made-free = { $combo } ({ $cells })
# Une combinaison faite dont toutes les cases sont prises.
linotte-made-taken = { $combo } (plus de case libre)
# Un alignement : « 3 en ligne de C1 à C3 ». $direction : row (ligne), column, diagonal.
linotte-line = { $length ->
    [one] { $length } pion
   *[other] { $length } pions
} en { $direction ->
    [row] ligne
    [column] colonne
   *[other] diagonale
} de { $first } à { $last }
# Un alignement avec ses points.
linotte-line-points = { $line } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
})
# Une ligne du plateau par sa lettre.
linotte-where-row = Ligne { $row }
# Une colonne du plateau par son numéro.
linotte-where-column = Colonne { $column }
# Une diagonale par ses deux bouts.
linotte-where-diagonal = Diagonale de { $first } à { $last }

## Revue du plateau

# Une case de la grille : « C3, YAM, pion blanc ». $take : les dés du joueur permettent cette case vide.
linotte-cell-state = { $cell }, { $owner ->
    [white] pion blanc
    [black] pion noir
   *[empty] vide
}{ $take ->
    [yes] , vos dés permettent de la prendre
   *[no] {""}
}
# Une ligne, colonne ou diagonale : où sont les pions et quelles cases sont vides.
linotte-line-summary = { $where } : { $whites ->
    [0] aucun pion blanc
   [one] pion blanc en { $white }
   *[other] pions blancs en { $white }
} ; { $blacks ->
    [0] aucun pion noir
    [one] pion noir en { $black }
   *[other] pions noirs en { $black }
} ; { $empties ->
    [0] aucune case vide
    [one] case vide : { $empty }
   *[other] cases vides : { $empty }
}.
# Les cases vides d'une combinaison : « BRELAN de 1 : A1 et D5 ».
linotte-free-group = { $combo } : { $cells }
# Toutes les cases vides, par combinaison.
linotte-free = { $count ->
    [1] Une case vide
    [one] { $count } case vide
   *[other] { $count } cases vides
} : { $groups }.
# Quand le plateau est plein.
linotte-free-none = Plus aucune case vide.
# Le haut de la grille.
linotte-board = Plateau : { $whites ->
    [one] { $whites } pion blanc
   *[other] { $whites } pions blancs
}, { $blacks ->
    [one] { $blacks } pion noir
   *[other] { $blacks } pions noirs
}, { $empties ->
    [1] une case vide
    [one] { $empties } case vide
   *[other] { $empties } cases vides
}.

## Événements

# Le tirage au sort du début : qui joue les blancs et commence, qui joue les noirs.
linotte-first-drawn = { $you ->
    [yes] Vous jouez les blancs et commencez
   *[no] { $player } joue les blancs et commence
} ; { $black_you ->
    [yes] vous jouez les noirs
   *[no] { $black } joue les noirs
}.
# Le tour du joueur au clavier commence : ses pions en main (la plateforme dit à qui le tour).
linotte-your-turn = Il vous reste { $pawns ->
    [one] { $pawns } pion
   *[other] { $pawns } pions
}.
# Le tour d'un autre joueur commence (mode détaillé seulement), avec ses pions en main.
linotte-turn-of = { $player } joue, { $pawns ->
    [one] { $pawns } pion
   *[other] { $pawns } pions
} en main.
# Le lancer d'un autre joueur, en bref.
linotte-thrown-brief = { $player }, lancer { $throw } : { $dice }.
# Le premier lancer d'un tour : les cinq dés groupés.
linotte-thrown-first = { $you ->
    [yes] Vous lancez
   *[no] { $player } lance
} : { $dice }.
# Une relance : les dés relancés ($rolled), puis les cinq dés groupés ($dice).
linotte-thrown-again = { $throw ->
    [2] Deuxième
   *[other] Troisième et dernier
} lancer, { $count ->
    [one] un dé
   *[other] { $count } dés
} : { $rolled }. { $you ->
    [yes] Vous avez
   *[no] { $player } a
} { $dice }.
# Un dé mis de côté. $die va de 1 à 5 ; $keeping : toutes les valeurs gardées (dites s’il y en a plus d’une) ; $full : tout dire.
linotte-kept = { $full ->
    [yes] { $you ->
        [yes] Dé { $die } gardé, un { $value }.
       *[no] { $player } garde le dé { $die }, un { $value }.
    }{ $count ->
        [1] {""}
        [5] {" "}Les cinq dés sont gardés.
       *[other] {" "}Gardés : { $keeping }.
    }
   *[no] { $player } garde un { $value }.
}
# Un dé gardé remis en jeu pour être relancé.
linotte-released = { $full ->
    [yes] { $you ->
        [yes] Dé { $die } remis en jeu, un { $value }.
       *[no] { $player } remet en jeu le dé { $die }, un { $value }.
    } { $count ->
        [0] Aucun dé gardé.
       *[other] Gardés : { $keeping }.
    }
   *[no] { $player } remet en jeu un { $value }.
}
# Un APPEL annoncé.
linotte-announced = { $you ->
    [yes] Vous annoncez
   *[no] { $player } annonce
} un Appel : { $combo }.
# Fin des lancers ($auto : le troisième lancer y a mis fin).
linotte-stopped = { $auto ->
    [yes] { $you ->
        [yes] Vous avez fait vos trois lancers.
       *[no] { $player } a fait ses trois lancers.
    }
   *[no] { $you ->
        [yes] Vous arrêtez de lancer.
       *[no] { $player } arrête de lancer.
    }
}
# Aucune case vide ne correspond aux dés : le tour passe aussitôt.
linotte-no-cell = { $you ->
    [yes] Aucune case libre pour vos dés : le tour passe.
   *[no] { $player } : aucune case libre pour ces dés, le tour passe.
}
# Les cases que les dés permettent.
linotte-may-take = { $you ->
    [yes] Vous pouvez prendre
   *[no] { $player } peut prendre
} { $cells } ; ou ne rien poser.
# Bref, le tour d'un autre joueur en une ligne : les lancers, puis la case prise (« C3, FULL »).
linotte-turn-took = { $player } a lancé { $throws ->
    [one] une fois
   *[other] { $throws } fois
} et a pris { $cell }.
# Bref, le tour d'un autre joueur sans pion posé ; $cause : no-cell (aucune case libre) ou choice.
linotte-turn-nothing = { $player } a lancé { $throws ->
    [one] une fois
   *[other] { $throws } fois
} et n'a rien posé{ $cause ->
    [no-cell] : aucune case libre ne correspondait.
   *[choice] .
}
# Un pion posé ($full : avec les pions restants ; sinon en bref).
linotte-placed = { $full ->
    [yes] { $you ->
        [yes] Vous posez
       *[no] { $player } pose
    } un pion en { $cell } ; { $pawns ->
        [0] plus aucun pion en main
        [one] encore un pion en main
       *[other] encore { $pawns } pions en main
    }.
   *[no] { $player } : { $cell }.
}
# Les alignements faits par un pion, et les points qu'ils ajoutent.
linotte-lines-made = { $you ->
    [yes] Vous avez maintenant
   *[no] { $player } a maintenant
} { $lines } : { $gained ->
    [one] { $gained } point de plus
   *[other] { $gained } points de plus
}, { $total } en tout.
# Un tour fini sans poser de pion, par choix.
linotte-placed-nothing = { $you ->
    [yes] Vous ne posez rien.
   *[no] { $player } ne pose rien.
}
# Pourquoi la partie s'arrête : cinq alignés, ou un douzième pion.
linotte-end-reached = { $cause ->
    [five] { $you ->
        [yes] Vous avez
       *[no] { $player } a
    } aligné cinq pions : la partie s'arrête.
   *[pawns] { $you ->
        [yes] Vous avez
       *[no] { $player } a
    } posé { $you ->
        [yes] votre
       *[no] son
    } douzième pion : la partie s'arrête.
}

## Touches de revue

# Quand la partie est finie.
linotte-over = La partie est terminée.
# Avant le tirage au sort du premier joueur.
linotte-drawing = Tirage au sort du joueur qui aura les blancs.
# D avant le premier lancer d'un tour.
linotte-no-dice = { $you ->
    [yes] Vous n'avez
   *[no] { $player } n'a
} pas encore lancé les dés.
# D : les dés du tour.
linotte-dice = Lancer { $throw } sur 3 : { $dice }.
# D : les dés gardés.
linotte-keeping = { $count ->
    [0] Aucun dé gardé.
    [5] Les cinq dés sont gardés.
   *[other] Gardés : { $keeping }.
}
# L'APPEL annoncé ce tour-ci.
linotte-appel-called = Appel annoncé : { $combo }.
# S : les points d'un joueur.
linotte-score = { $you ->
    [yes] Vous
   *[no] { $player }
} ({ $colour }) : { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Maj+S : les points d'un joueur et chacun de ses alignements.
linotte-score-lines = { $you ->
    [yes] Vous
   *[no] { $player }
} ({ $colour }) : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $count ->
    [0] { $over ->
        [yes] , aucun alignement.
       *[no] , aucun alignement pour l'instant.
    }
   *[other] {" ; "}{ $lines }.
}
# T : à qui le tour, et où en est le tour.
linotte-turn = { $you ->
    [yes] À vous de jouer
   *[no] { $player } joue
} ({ $colour }), tour { $turn } : { $phase ->
    [place] choix de la case
   *[throw] { $throw ->
        [0] pas encore lancé
       *[other] lancer { $throw } sur 3
    }
}.
# T : les pions qui restent à chaque joueur. $white_you / $black_you : yes pour le compte de celui qui écoute, dit à « vous ».
linotte-pawns-left = Pions en main : { $white_you ->
    [yes] { $black_pawns } pour { $black } et { $white_pawns } pour vous
   *[no] { $white_pawns } pour { $white } et { $black_pawns } pour { $black_you ->
        [yes] vous
       *[no] { $black }
    }
}.
# W : un joueur à la table.
linotte-table-seat = { $you ->
    [yes] Vous
   *[no] { $player }
} ({ $colour }) : { $pawns ->
    [one] { $pawns } pion
   *[other] { $pawns } pions
} en main, { $placed } sur le plateau, { $lines ->
    [0] aucun alignement
    [one] { $lines } alignement
   *[other] { $lines } alignements
}, { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# W : les cases vides.
linotte-table-empty = { $count ->
    [1] Une case vide.
    [one] { $count } case vide.
   *[other] { $count } cases vides.
}
# La fin : le gagnant et les deux totaux ; l'égalité profite aux noirs.
linotte-final-winner = { $tie ->
    [yes] Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : l'égalité profite aux noirs, { $you ->
        [yes] vous gagnez
       *[no] { $player } gagne
    }.
   *[no] { $you ->
        [yes] Vous gagnez
       *[no] { $player } gagne
    } avec les { $colour }, { $points ->
        [one] { $points } point
       *[other] { $points } points
    } à { $other }.
}

## Le choix du coup

# L quand c'est le tour d'un autre.
linotte-legal-wait = C'est { $player } qui joue.
# L après l'arrêt : les cases permises.
linotte-legal-place = { $count ->
    [0] Aucune case pour vos dés : vous ne pouvez rien poser.
   *[other] Vous pouvez prendre { $cells } ; ou ne rien poser.
}
# L avant le premier lancer.
linotte-legal-first = Appuyez sur R pour lancer les cinq dés.
# L entre deux lancers.
linotte-legal-throwing = Lancer { $throw } sur 3. Espace, Entrée ou une touche de 1 à 6 met un dé de côté ou le remet en jeu ; { $rethrow ->
    [yes] R relance { $count ->
        [one] le dé non gardé
       *[other] les { $count } dés non gardés
    } ;
   *[no] tous les dés sont gardés, pas de relance ;
} { $announce ->
    [yes] A annonce un Appel ;{" "}
   *[no] {""}
}S'arrêter est le dernier choix de la liste.
# Question du choix : la combinaison de l'APPEL.
linotte-prompt-announce = Appel : quelle combinaison annoncez-vous ?
# Question du choix après l'arrêt.
linotte-prompt-place = Où posez-vous votre pion ?
# Question du choix avant le premier lancer.
linotte-prompt-first = Appuyez sur R pour lancer les dés.
# Question du choix entre deux lancers.
linotte-prompt-throwing = Lancer { $throw } sur 3 : gardez des dés, relancez ou arrêtez-vous.
# Un dé dans la liste : « dé 1 : 4, gardé ».
linotte-die = Dé { $die } : { $value }{ $kept ->
    [yes] , gardé
   *[no] {""}
}
# L'option de lancer.
linotte-step-throw = { $first ->
    [yes] Lancer les cinq dés
   *[no] Relancer { $count ->
        [one] un dé
       *[other] { $count } dés
    }
}
# L'option APPEL.
linotte-step-announce = Annoncer un Appel
# L'option d'arrêt, avec le nombre de cases que les dés permettent déjà.
linotte-step-stop = S'arrêter{ $count ->
    [0] , aucune case pour l'instant
    [one] , une case possible
   *[other] , { $count } cases possibles
}
# L'option de ne poser aucun pion.
linotte-step-nothing = Ne rien poser
# Pourquoi seul le lancer est proposé.
linotte-why-first = Avant le premier lancer, on ne garde ni n'annonce rien.
# Pourquoi l'APPEL n'est pas proposé : déjà annoncé.
linotte-why-announced = Appel déjà annoncé : { $combo }.
# Pourquoi SEC n'est pas parmi les cases.
linotte-why-no-sec = Plus de Sec : des dés ont été relancés.
# Rien n'est écarté.
linotte-why-nothing = Tous les coups sont possibles.
# Des cases que les dés montrent mais qui sont prises.
linotte-why-taken = { $count ->
    [one] Déjà prise, bien que vos dés permettent de la prendre
   *[other] Déjà prises, bien que vos dés permettent de les prendre
} : { $cells }.
# Les autres cases.
linotte-why-not-shown = Les autres cases demandent des combinaisons que vos dés ne forment pas.
# 1 à 6 quand aucun dé ne montre cette valeur.
linotte-no-die-of = Aucun dé ne montre { $value }.

## Refus (un par raison que donnent les règles)

# Repli pour un coup d'un autre moment.
linotte-illegal-not-legal = Ce coup n'est pas permis maintenant.
# Un résultat de dés qui ne va pas (seulement depuis une sauvegarde abîmée).
linotte-illegal-bad-roll = Ces dés ne correspondent pas au lancer.
# Lancer, garder ou annoncer après l'arrêt.
linotte-illegal-throwing-over = Les lancers sont finis : posez un pion ou ne posez rien.
# Lancer avec tous les dés gardés.
linotte-illegal-all-kept = Tous les dés sont gardés : remettez-en un en jeu pour relancer, ou arrêtez-vous.
# Garder, annoncer ou s'arrêter avant le premier lancer.
linotte-illegal-no-dice-yet = Lancez d'abord les dés.
# Une relance qui garde des dés absents du lancer, ou pas dans l'ordre croissant.
linotte-illegal-bad-keep = Ces dés ne sont pas sur la table : ne gardez que des dés que vous avez lancés.
# Annoncer autre chose que les cinq combinaisons de l'APPEL.
linotte-illegal-bad-combo = L'Appel ne peut être que Full, Carré, Quinte, Small ou Yam.
# Un second APPEL.
linotte-illegal-already-announced = Votre Appel est déjà annoncé.
# APPEL après une relance.
linotte-illegal-announce-too-late = L'Appel s'annonce juste après le premier lancer, avant toute relance.
# APPEL quand les deux cases APPEL sont prises : l'annonce ne mènerait à rien.
linotte-illegal-appel-taken = Les deux cases Appel sont prises : il n'y a plus rien à annoncer.
# Poser avant de s'arrêter.
linotte-illegal-still-throwing = Arrêtez d'abord les lancers, puis posez votre pion.
# Un nom de case qui n'est pas sur le plateau.
linotte-illegal-bad-cell = Cette case n'existe pas.
# Une case où il y a déjà un pion.
linotte-illegal-cell-taken = Cette case est prise.
# Une case dont les dés ne font pas la combinaison.
linotte-illegal-not-shown = Vos dés ne forment pas la combinaison de cette case.
# Tout coup une fois la partie finie.
linotte-illegal-game-over = La partie est terminée.
# Un coup hors de son tour.
linotte-illegal-not-your-turn = Ce n'est pas votre tour.

## Touches (F1)

# R.
linotte-key-throw = Lancer les dés, ou relancer ceux qui ne sont pas gardés.
# Espace ou Entrée : sur un dé de la liste, sur la relance, ou sur toute autre option (F1 ne cite la touche qu’une fois).
linotte-key-toggle = Sur un dé, le mettre de côté ou le remettre en jeu ; sur Relancer, relancer les autres dés ; sur toute autre option, la choisir.
# 1.
linotte-key-keep-1 = Garder un 1, ou en remettre un en jeu si tous vos 1 sont gardés.
# 2.
linotte-key-keep-2 = Garder un 2, ou en remettre un en jeu si tous vos 2 sont gardés.
# 3.
linotte-key-keep-3 = Garder un 3, ou en remettre un en jeu si tous vos 3 sont gardés.
# 4.
linotte-key-keep-4 = Garder un 4, ou en remettre un en jeu si tous vos 4 sont gardés.
# 5.
linotte-key-keep-5 = Garder un 5, ou en remettre un en jeu si tous vos 5 sont gardés.
# 6.
linotte-key-keep-6 = Garder un 6, ou en remettre un en jeu si tous vos 6 sont gardés.
# A.
linotte-key-announce = Annoncer un Appel, juste après le premier lancer.
# B.
linotte-key-rows = Lire les cinq lignes.
# Maj+B.
linotte-key-columns = Lire les cinq colonnes.
# G.
linotte-key-diagonals = Lire les dix diagonales.
# B, Maj+B, G : la première ligne de la liste, combien de ces lignes portent un pion.
linotte-lines-summary = { $direction ->
    [row] Cinq lignes
    [column] Cinq colonnes
   *[diagonal] Dix diagonales
} : { $taken ->
    [0] aucune ne porte encore de pion
    [1] une porte des pions
    [one] { $taken } porte des pions
   *[other] { $taken } portent des pions
}.
# F.
linotte-key-free = Lister les cases vides par combinaison.
# Ce que fait C dans La Linotte (F1).
linotte-cmd-sheet = consulter le plateau, case par case


## What a pawn would do to the lines, and the threats at the start of a turn

# Une case proposée avec ce qu'un pion y ferait : « D3, QUINTE : aligne 3 en ligne de D1 à D3, 2 points de plus ».
linotte-option-effects = { $cell } : { $effects }
# Ce qu'un pion sur une case alignerait pour son joueur ; $five : un alignement de cinq, qui termine la partie.
linotte-option-makes = il met { $lines }{ $five ->
    [yes] , un alignement de cinq, qui termine la partie
   *[no] , { $points ->
        [one] { $points } point de plus
       *[other] { $points } points de plus
    }
}
# Ce qu'un pion sur une case prendrait à l'adversaire.
linotte-option-blocks = { $five ->
    [yes] il empêche { $player } d'aligner cinq pions
   *[no] il bloque { $player }, qui y gagnerait { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
}
# Une menace de l'adversaire : une case vide et ce qu'un de ses pions y alignerait.
linotte-threat = { $five ->
    [yes] { $cell }, où { $player } alignerait cinq pions
   *[no] { $cell }, où { $player } mettrait { $lines }
}
# Dit au début du tour du joueur : les menaces de l'adversaire, la plus grosse d'abord ; $more ne sont pas nommées.
linotte-threats = { $count ->
    [one] Menace
   *[other] Menaces
} : { $threats }{ $more ->
    [0] .
    [1] { "\u00A0" }; et une autre.
    [one] { "\u00A0" }; et { $more } autre.
   *[other] { "\u00A0" }; et { $more } autres.
}
# Maj+H : ce que le robot difficile attend d'un coup vers la fin de la partie, quand il classe les pions en jouant la partie jusqu'au bout depuis chacun. $wins : la part de ces parties que le coup gagne ; $again : yes sur les lignes 2 et 3 de Maj+H, qui taisent ce que la ligne 1 a expliqué.
linotte-hint-expect = { $again ->
        [yes] { $wins } de victoires sur les parties simulées
       *[no] { $wins } de victoires sur les parties simulées jusqu'au bout, le robot normal jouant pour les deux camps
    }
# Maj+H : la chance de gagner que le robot difficile calcule pour un coup, une fois le tour joué et le prochain tour adverse joué comme le jouerait le robot normal, tous les lancers comptés. $chance : cette chance (« 58 % ») ; $again : yes sur les lignes 2 et 3 de Maj+H, qui taisent ce que la ligne 1 a expliqué.
linotte-hint-chance = { $again ->
        [yes] environ { $chance } de chances de gagner, selon le même calcul
       *[no] environ { $chance } de chances de gagner, selon le calcul du robot difficile, une fois que votre adversaire aura joué son prochain tour
    }
# Conseil : lancer les cinq dés pour commencer le tour.
linotte-hint-first-throw = lancez les dés
# Conseil : relancer en gardant des dés. $kept : les dés gardés, groupés (« deux 5 ») ; $count : leur nombre (0 : les cinq sont relancés).
linotte-hint-rethrow = { $count ->
        [0] relancez les cinq dés
       *[other] relancez en gardant { $kept }
    }
# Conseil : une relance qui relance des dés que le joueur a gardés ; R seul les garderait. $back : ces dés, groupés (« un 3 ») ; $rethrow : un linotte-hint-rethrow.
linotte-hint-put-back = remettez en jeu { $back }, puis { $rethrow }
# Conseil : annoncer un APPEL. $combo : la combinaison annoncée.
linotte-hint-announce = annoncez un Appel sur { $combo }
# Conseil : ne plus lancer.
linotte-hint-stop = arrêtez de lancer
# Conseil : poser un pion sur une case. $cell : la case avec sa combinaison (« D3, QUINTE »).
linotte-hint-place = posez un pion en { $cell }
# Conseil : finir le tour sans pion.
linotte-hint-place-nothing = ne posez pas de pion
# Raison de ne pas poser (ou de s'arrêter) avec le dernier pion en main quand vous êtes mené : le poser, le 12e, terminerait la partie. $player : l'adversaire ; $mine, $theirs : vos points et les siens maintenant.
linotte-hint-last-pawn = votre dernier pion terminerait la partie, et { $player } mène { $theirs } à { $mine }
# Raison de ne pas poser : aucune case permise ne fait ni ne bloque d'alignement.
linotte-hint-no-line = aucune case permise par vos dés ne fait ni ne bloque d'alignement
# Raison de s'arrêter : les cases que les dés permettent déjà. $cells : jusqu'à trois d'entre elles ; $count : leur nombre total.
linotte-hint-allowed = vos dés permettent déjà { $cells }{ $count ->
        [one] {""}
        [2] {""}
        [3] {""}
       *[other] , entre autres
    }
# Raison d'un APPEL : un pion pourra aller sur les cases APPEL libres. $cells : ces cases ; $combo : la combinaison annoncée.
linotte-hint-appel = une combinaison { $combo } obtenue après une relance permet alors de poser un pion en { $cells }
# La chance d'une combinaison, dans la raison d'une relance. $percent : la chance ; $combo : la combinaison ; $appel : yes si c'est la combinaison annoncée pour un Appel, qu'elle réussit alors aussi, only si ses propres cases sont prises et qu'elle ne sert plus qu'à l'Appel, sinon no.
linotte-hint-odds = { $percent } de chances de faire { $combo }{ $appel ->
        [yes] , qui réussit aussi votre Appel
        [only] {" "}pour réussir votre Appel
       *[no] {""}
    }
# Raison d'une relance : les combinaisons les plus probables ayant une case libre. $odds : une ou deux linotte-hint-odds ; $count : leur nombre.
linotte-hint-chances = cette relance donne { $odds }, { $count ->
        [one] avec une case encore libre
       *[other] chaque combinaison ayant une case encore libre
    }
# Raison d'une relance qui ne peut montrer aucune combinaison ayant une case libre.
linotte-hint-no-chance = aucune combinaison ayant une case libre ne peut sortir de cette relance
# Raison d'un pion vers la fin de la partie, choisi en jouant la partie jusqu'au bout depuis chaque case que les dés permettent. $wins : la part de ces parties gagnées après ce pion (« 52 % »).
linotte-hint-played-out = avec lui, vous gagnez { $wins } des parties simulées jusqu'au bout, le robot normal jouant pour les deux camps
# Raison d'un pion qui n'aligne rien encore : les pions autour de la case. $mine : ceux du joueur ; $theirs : ceux de l'adversaire.
linotte-hint-near = { $mine ->
        [0] { $theirs ->
            [0] il ne touche aucun pion
            [one] il ne touche aucun de vos pions, mais { $theirs } pion adverse
           *[other] il ne touche aucun de vos pions, mais { $theirs } pions adverses
        }
       *[other] il touche { $mine } de vos pions{ $theirs ->
            [0] {" "}et aucun pion adverse
            [one] {" "}et { $theirs } pion adverse
           *[other] {" "}et { $theirs } pions adverses
        }
    }, en vue des alignements à venir
# Raison d'un pion qui n'aligne ni ne bloque encore rien, mais coupe une ligne où l'adversaire a des pions. $line : une linotte-hint-line ; $cells : ces pions (deux ou plus) ; $player : l'adversaire.
linotte-hint-cuts = il coupe { $line }, où { $player } a déjà des pions en { $cells }
# Raison d'un pion qui n'aligne rien encore, mais s'aligne avec des pions du joueur, sans pion adverse entre eux. $cells : ces pions ; $count : leur nombre ; $line : une linotte-hint-line.
linotte-hint-lines-up = il s'aligne avec { $count ->
        [one] votre pion
       *[other] vos pions
    } en { $cells } sur { $line }
# Une ligne du plateau dans la raison d'un conseil.
linotte-hint-line = { $direction ->
        [row] la ligne { $row }
        [column] la colonne { $column }
       *[other] la diagonale de { $first } à { $last }
    }

## Plein écran : la table dessinée

# Titre de la zone des dés : lancers faits sur le maximum permis.
linotte-draw-throws = Lancer { $throws } sur { $most }
# La lettre de la couleur d'un pion.
linotte-draw-pawn = { $colour ->
    [white] B
   *[black] N
}
# Les pions restants et les points d'un joueur.
linotte-draw-score = pions { $pawns }, points { $points }
# Titre des joueurs.
linotte-draw-players = Joueurs
# Titre du plateau.
linotte-draw-board = Plateau
# La combinaison d'une case telle qu'imprimée ; un brelan s'écrit avec ses trois dés.
linotte-draw-combo = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CARRÉ
    [full] FULL
    [quinte] QUINTE
    [small] SMALL
    [yam] YAM
    [sec] SEC
   *[appel] APPEL
}
# La même en trois lettres au plus, pour un écran étroit.
linotte-draw-combo-short = { $combo ->
    [brelan-1] 111
    [brelan-2] 222
    [brelan-3] 333
    [brelan-4] 444
    [brelan-5] 555
    [brelan-6] 666
    [carre] CAR
    [full] FUL
    [quinte] QUI
    [small] SMA
    [yam] YAM
    [sec] SEC
   *[appel] APP
}
# Titre de la colonne de dés sur un écran étroit : lancers faits sur le maximum permis.
linotte-draw-throws-short = { $throws } sur { $most }

# Titre de la zone des dés avant le premier lancer du tour : le dernier lancer, toujours affiché, qui l'a fait et son rang.
linotte-draw-last-throw = Dernier lancer ({ $name }), { $throws } sur { $most }
# Titre de la colonne de dés sur un écran étroit avant le premier lancer du tour : qui a lancé les dés encore affichés, son nom ou, quand le nom ne laisse pas de place au plateau, la lettre de ses pions. 9 caractères au plus avec « Ana », 11 avec les crochets de l'option Lancer.
linotte-draw-last-throw-short = Dés : { $who }
# Sous les dés sur un écran étroit : la lettre d'une couleur et ses pions restants (11 caractères au plus).
linotte-draw-pawns-short = { $pawn } { $pawns ->
    [one] { $pawns } pion
   *[other] { $pawns } pions
}
# Sur l'écran final étroit, avant les points de chaque joueur, au-dessus du plateau.
linotte-draw-points = Points
# Ce que fait D dans La Linotte (F1).
linotte-cmd-dice = vos dés, ceux que vous gardez, et les combinaisons qu'ils forment
