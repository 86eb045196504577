## Sixteen : tous les messages du jeu. Variables : $player (un nom) avec $you (yes/no)
## fournis par la plateforme ; $colour est une étiquette de couleur ; $row « la rangée rouge ».

# Le nom du jeu dans le menu.
sixteen-name = Sixteen
# Une phrase pour le menu des jeux.
sixteen-summary = Posez vos tuiles sur cinq rangées de couleur, toujours en montant ; la main la plus légère gagne. De 2 à 4 joueurs.

## Tuiles, suites et rangées

# Une tuile : un nombre, ou l'une des deux tuiles 16 (imprimées 16 RESTART et 16 END).
sixteen-tile = { $tile ->
    [restart] 16 Retour
    [end] 16 Fin
   *[other] { $tile }
}
# Trois nombres consécutifs ou plus, dits comme un intervalle : « 7 à 11 ».
sixteen-range = { $first } à { $last }
# Une tuile dans une liste qui donne son article à chaque tuile (« le 7 », « le 16 Retour »).
# $tile : la tuile (sixteen-tile).
sixteen-tile-the = le { $tile }
# Un intervalle dans une telle liste (« les tuiles 13 à 15 et le 16 Retour »).
sixteen-range-the = les tuiles { $first } à { $last }
# Un deuxième intervalle (ou plus) dans une telle liste : « tuiles » n'est pas répété (« les tuiles 8 à 10 et les 12 à 14 »).
sixteen-range-the-again = les { $first } à { $last }
# Une tuile après un intervalle dans une liste en étiquette (« Rouge : 12 à 14 et 16 Retour » ;
# l'espagnol lui donne un article). $tile : la tuile (sixteen-tile).
sixteen-tile-after-range = { $tile }
# Une couleur comme étiquette, en début de ligne ou dans une liste.
sixteen-colour = { $colour ->
    [red] Rouge
    [yellow] Jaune
    [green] Vert
    [blue] Bleu
   *[other] Violet
}
# Une rangée nommée par sa seule couleur, en début d'option (réponse à « Sur quelle rangée ? ») : accordée avec « rangée ».
sixteen-row-label = { $colour ->
    [red] Rouge
    [yellow] Jaune
    [green] Verte
    [blue] Bleue
   *[other] Violette
}
# La couleur d'une rangée dans une phrase, accordée avec « rangée » : un élément d'une liste de rangées (« les rangées rouge et bleue »).
sixteen-row-colour = { $colour ->
    [red] rouge
    [yellow] jaune
    [green] verte
    [blue] bleue
   *[other] violette
}
# Une rangée dans une phrase.
sixteen-row = { $colour ->
    [red] la rangée rouge
    [yellow] la rangée jaune
    [green] la rangée verte
    [blue] la rangée bleue
   *[other] la rangée violette
}
# Une rangée en début de phrase.
sixteen-Row = { $colour ->
    [red] La rangée rouge
    [yellow] La rangée jaune
    [green] La rangée verte
    [blue] La rangée bleue
   *[other] La rangée violette
}
# Une rangée et ce qui peut venir ensuite. $tiles ses tuiles ; $top son dernier nombre.
sixteen-row-state = { $state ->
    [ended] { $colour } : fermée ({ $tiles }).
    [full] { $colour } : { $tiles } ; seul un 16 peut encore venir.
    [waiting] { $colour } : en attente de son 1.
   *[other] { $colour } : { $tiles } ; la suivante doit dépasser le { $top }.
}
# Les tuiles d'une couleur dans une main.
sixteen-hand-colour = { $colour } : { $tiles }.
# Combien d'une tuile spéciale une main contient.
sixteen-special-held = { $kind ->
    [scissors] { $count ->
        [one] une tuile Ciseaux
       *[other] { $count } tuiles Ciseaux
    }
   *[other] la Poubelle
}
# Les tuiles spéciales d'une main. $specials une liste de sixteen-special-held.
sixteen-hand-specials = { $count ->
    [0] Aucune tuile spéciale.
   *[other] Tuiles spéciales : { $specials }.
}
# Une tuile spéciale qu'on peut jouer.
sixteen-special = { $kind ->
    [scissors] des Ciseaux
   *[other] la Poubelle
}
# Une tuile spéciale jouée sur une rangée, pour la table et la consultation.
sixteen-used = { $kind ->
    [scissors] Ciseaux sur { $row }
   *[other] Poubelle sur { $row }
}
# Les tuiles d'une pose.
sixteen-placement = { $tiles }

## Ce qui se passe

# Privé : votre main vient d'être distribuée (les 1 sont déjà au centre).
sixteen-ev-hand = { $count ->
    [1] Vous recevez une tuile.
    [one] Vous recevez { $count } tuile.
   *[other] Vous recevez { $count } tuiles.
}
# Un joueur et ses tuiles, dans l'annonce de la distribution : « 22 tuiles pour Ana » (à 4, une main
# peut tomber à 21, et « 21 pour Ana » se disait « vingt et un »).
sixteen-seat-count = { $count ->
    [1] une tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
} { $you ->
    [yes] pour vous
   *[other] pour { $player }
}
# La distribution est faite. $counts une liste de sixteen-seat-count.
sixteen-ev-dealt = Les tuiles sont distribuées et les cinq 1 ouvrent les rangées. En main : { $counts }.
# Qui commence : le joueur qui a le 1 rouge, ou un joueur tiré au sort.
sixteen-ev-first = { $drawn ->
    [yes] { $you ->
        [yes] Le sort vous désigne pour commencer.
       *[other] Par tirage au sort, { $player } commence.
    }
   *[other] { $you ->
        [yes] Vous avez le 1 rouge : vous commencez.
       *[other] { $player } a le 1 rouge et commence.
    }
}
# Tuiles qui ne servent pas (à 2 joueurs, ou celle qui reste à 3).
sixteen-ev-bag = { $count ->
    [1] Une tuile reste dans le sac, hors jeu.
    [one] { $count } tuile reste dans le sac, hors jeu.
   *[other] { $count } tuiles restent dans le sac, hors jeu.
}
# Des tuiles posées sur une rangée, avec le nombre de tuiles restant au joueur. $tiles : une
# liste de sixteen-tile-the et sixteen-range-the (« les tuiles 13 à 15 et le 16 Retour »).
sixteen-ev-placed = { $you ->
    [yes] Vous posez { $tiles } sur { $row } ; { $left ->
        [0] il ne vous reste aucune tuile.
        [1] il vous reste une tuile.
        [one] il vous reste { $left } tuile.
       *[other] il vous reste { $left } tuiles.
    }
   *[other] { $player } pose { $tiles } sur { $row } ; { $left ->
        [0] il ne lui reste aucune tuile.
        [1] il lui reste une tuile.
        [one] il lui reste { $left } tuile.
       *[other] il lui reste { $left } tuiles.
    }
}
# La pose d'un autre joueur, en bref.
sixteen-ev-placed-brief = { $player } : { $tiles } sur { $row }.
# Un 16 Retour a ramené la rangée à son 1. $removed les tuiles parties avec lui (une liste de
# sixteen-tile-the et sixteen-range-the) ; $count leur nombre.
sixteen-ev-restarted = { $count ->
    [0] { $row } reste à son 1 ; le 16 Retour quitte la partie.
    [one] { $row } revient à son 1 ; { $removed } quitte la partie avec le 16 Retour.
   *[other] { $row } revient à son 1 ; { $removed } quittent la partie avec le 16 Retour.
}
# Un 16 Fin a fermé la rangée.
sixteen-ev-ended = { $row } est fermée : plus rien ne s'y pose tant que son 16 Fin y reste.
# Des Ciseaux ont retiré la dernière tuile d'une rangée.
sixteen-ev-cut = { $you ->
    [yes] Vous jouez des Ciseaux sur { $row } : le { $tile } quitte la partie{ $reopened ->
        [yes] , et la rangée est rouverte.
       *[other] .
    }
   *[other] { $player } joue des Ciseaux sur { $row } : le { $tile } quitte la partie{ $reopened ->
        [yes] , et la rangée est rouverte.
       *[other] .
    }
}
# La Poubelle a retiré des tuiles au bout d'une rangée. $removed : une liste de sixteen-tile-the
# et sixteen-range-the ; $count leur nombre.
sixteen-ev-trashed = { $you ->
    [yes] Vous jouez la Poubelle sur { $row } : { $removed } { $count ->
        [one] quitte
       *[other] quittent
    } la partie{ $reopened ->
        [yes] , et la rangée est rouverte.
       *[other] .
    }
   *[other] { $player } joue la Poubelle sur { $row } : { $removed } { $count ->
        [one] quitte
       *[other] quittent
    } la partie{ $reopened ->
        [yes] , et la rangée est rouverte.
       *[other] .
    }
}
# Après une tuile spéciale, le joueur ne pose rien (par choix, ou parce que rien des siennes ne va sur la rangée).
sixteen-ev-declined = { $you ->
    [yes] Vous ne posez rien de plus.
   *[other] { $player } ne pose rien de plus.
}
# Un joueur passe.
sixteen-ev-passed = { $you ->
    [yes] Vous passez.
   *[other] { $player } passe.
}
# Combien de joueurs ont passé à la suite (la partie s'arrête quand tous l'ont fait).
sixteen-ev-pass-streak = { $streak ->
    [one] { $streak } joueur sur { $players } a passé son tour.
   *[other] { $streak } joueurs sur { $players } ont passé leur tour d'affilée.
}
# Un joueur a posé sa dernière tuile : la partie s'arrête aussitôt.
sixteen-ev-went-out = { $you ->
    [yes] Vous avez posé votre dernière tuile !
   *[other] { $player } a posé sa dernière tuile !
}
# Tous les joueurs ont passé dans le même tour.
sixteen-ev-all-passed = Tout le monde a passé au cours du même tour de table.
# Le ou les gagnants. $players une liste de noms ; $how : out (main vide), shared (partagé),
# tiles (égalité départagée par le nombre de tuiles), points.
sixteen-winners = { $how ->
    [out] { $you ->
        [yes] Vous gagnez : votre main est vide.
       *[other] { $players } gagne : sa main est vide.
    }
    [shared] Victoire partagée entre { $players }, avec { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et { $count ->
        [1] une tuile
        [one] { $count } tuile
       *[other] { $count } tuiles
    } chacun.
    [tiles] { $you ->
        [yes] Vous gagnez : égalité à { $points ->
            [one] { $points } point
           *[other] { $points } points
        }, mais avec moins de tuiles : { $count ->
            [1] une seule
            [one] { $count } tuile
           *[other] { $count } tuiles
        }.
       *[other] { $players } gagne : égalité à { $points ->
           [one] { $points } point
          *[other] { $points } points
       }, mais avec moins de tuiles : { $count ->
           [1] une seule
           [one] { $count } tuile
          *[other] { $count } tuiles
       }.
    }
   *[other] { $you ->
        [yes] Vous gagnez avec { $points ->
            [one] { $points } point.
           *[other] { $points } points.
        }
       *[other] { $players } gagne avec { $points ->
            [one] { $points } point.
           *[other] { $points } points.
        }
    }
}

## Touches D, S, T, W

# D pour un spectateur, qui n'a pas de tuiles.
sixteen-hand-none = Vous n'avez pas de tuiles : vous regardez la partie.
# D : combien de tuiles vous avez.
sixteen-hand-count = { $count ->
    [0] Votre main est vide.
    [1] Vous avez une tuile.
    [one] Vous avez { $count } tuile.
   *[other] Vous avez { $count } tuiles.
}
# Un nombre de tuiles.
sixteen-tiles = { $count ->
    [0] aucune tuile
    [1] une tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
}
# S : un score connu (le vôtre pendant la partie, ceux de tous à la fin). $points « 12 points »,
# $tiles « 3 tuiles ».
sixteen-score-seat = { $over ->
    [yes] { $you ->
        [yes] Vous : { $points }, { $tiles }.
       *[other] { $player } : { $points }, { $tiles }.
    }
   *[other] { $you ->
        [yes] Vous : { $points } en main pour l'instant, { $tiles }.
       *[other] { $player } : { $points } en main pour l'instant, { $tiles }.
    }
}
# S : le score d'un autre joueur reste secret jusqu'à la fin ; seul son nombre de tuiles est connu.
sixteen-score-hidden = { $player } : { $count ->
    [1] une tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
} ; score caché jusqu'à la fin.
# Une ligne de score pour une couleur : les tuiles restantes et ce qu'elles comptent.
sixteen-item-colour = { $colour } : { $tiles }, soit { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Une ligne de score pour les tuiles spéciales gardées (20 points chacune).
sixteen-item-special = { $kind ->
    [scissors] { $count ->
        [one] Ciseaux
       *[other] { $count } Ciseaux
    }
   *[other] Poubelle
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Un score sans tuile restante.
sixteen-item-none = Plus aucune tuile : 0 point.
# T avant la distribution.
sixteen-turn-deal = Les tuiles vont être distribuées.
# T après la fin.
sixteen-turn-over = La partie est finie.
# T : à qui de jouer.
sixteen-turn = { $you ->
    [yes] À vous de jouer.
   *[other] C'est { $player } qui joue.
}
# T : une tuile spéciale a été jouée et sa pose facultative est attendue.
sixteen-turn-special = { $you ->
    [yes] Vous avez joué { $kind ->
        [scissors] des Ciseaux
       *[other] la Poubelle
    } sur { $row } : posez-y des tuiles, ou finissez votre tour.
   *[other] { $player } a joué { $kind ->
        [scissors] des Ciseaux
       *[other] la Poubelle
    } sur { $row } et peut encore y poser des tuiles.
}
# T : les joueurs qui ont passé à la suite.
sixteen-turn-passed = Joueurs qui ont passé leur tour d'affilée : { $players }.
# W : un joueur à la table. $used une liste de sixteen-used.
sixteen-table-seat = { $you ->
    [yes] Vous
   *[other] { $player }
} : { $count ->
    [1] une tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
}{ $turn ->
    [yes] , en train de jouer
   *[other] {""}
}{ $passed ->
    [yes] { $you ->
        [yes] , vous avez passé
       *[other] , a passé
    }
   *[other] {""}
}{ $any_used ->
    [yes] {"\u00A0"}; tuiles spéciales jouées : { $used }
   *[other] {""}
}.
# W : tuiles inutilisées dans le sac.
sixteen-table-bag = { $count ->
    [1] Une tuile reste inutilisée dans le sac.
    [one] { $count } tuile reste inutilisée dans le sac.
   *[other] { $count } tuiles restent inutilisées dans le sac.
}

## L et Maj+P

# L quand personne ne peut jouer.
sixteen-legal-none = Rien à jouer pour l'instant.
# L pendant le tour d'un autre joueur.
sixteen-legal-wait = C'est { $player } qui joue, pas vous.
# L après votre tuile spéciale : la pose facultative.
sixteen-legal-again = { $ways ->
    [1] Posez des tuiles sur { $row } (une possibilité), ou finissez votre tour.
    [one] Posez des tuiles sur { $row } ({ $ways } possibilité), ou finissez votre tour.
   *[other] Posez des tuiles sur { $row } ({ $ways } possibilités), ou finissez votre tour.
}
# L : les rangées où vous pouvez poser. $rows une liste de sixteen-row-colour ; $count le nombre de rangées.
sixteen-legal-place = { $count ->
    [one] Vous pouvez poser sur la rangée { $rows }.
   *[other] Vous pouvez poser sur les rangées { $rows }.
}
# L : rien ne va.
sixteen-legal-pass = Aucune de vos tuiles ne peut être posée : vous pouvez passer.
# L : les tuiles spéciales jouables. $specials « des Ciseaux ou la Poubelle ».
sixteen-legal-specials = Vous pouvez aussi jouer { $specials }.
# Maj+P hors de votre tour : ce que vous pourriez poser à votre tour.
sixteen-placements-not-turn = Ce n'est pas votre tour ; à votre tour, vous pourriez poser :
# Maj+P : ce qui va sur une rangée. $runs les plus longues suites (« du 8 au 12, 14 » ; toute
# partie d'une suite va aussi), $sixteens les 16 en main, $after : yes si une suite atteint 15.
sixteen-placements-row = { $colour } : { $has_runs ->
    [yes] { $runs }{ $has_sixteens ->
        [yes] {"\u00A0"}; { $sixteens }{ $after ->
            [yes] , seul ou après le 15
           *[other] {""}
        }
       *[other] {""}
    }
   *[other] { $sixteens }
}.
# Maj+P quand rien ne va.
sixteen-placements-none = Aucune de vos tuiles ne peut être posée.
# Maj+P à votre tour, première ligne de la liste : combien de poses, sur quelles rangées. $rows une liste de sixteen-row-colour ; $rowcount le nombre de rangées.
sixteen-pick-summary = { $count ->
    [1] Une pose possible, sur la rangée { $rows }. Entrée la joue.
    [one] { $count } pose possible, sur la rangée { $rows }. Entrée la joue.
   *[other] { $count } poses possibles, sur { $rowcount ->
        [one] la rangée
       *[other] les rangées
    } { $rows }. Entrée joue celle où vous êtes.
}
# Maj+P à votre tour : une pose de la liste, sa rangée puis ce qu’elle fait.
sixteen-pick-place = { $colour }, { $label }

## Le choix du coup

# Première question d'un tour.
sixteen-ask-action = Votre coup ?
# Après une tuile spéciale : la pose facultative.
sixteen-ask-again = Vous avez joué { $kind ->
    [scissors] des Ciseaux
   *[other] la Poubelle
} sur { $row } : { $fits ->
    [yes] y poser des tuiles, ou finir votre tour ?
   *[other] rien de votre main n'y va.
}
# Sur quelle rangée poser.
sixteen-ask-row = Sur quelle rangée ?
# Quelles tuiles poser.
sixteen-ask-tiles = Quelles tuiles sur { $row } ? { $top ->
    [15] Seul un 16 peut venir.
   *[other] Au-dessus du { $top }.
}
# Quelle rangée couper avec les Ciseaux.
sixteen-ask-cut = Ciseaux : sur quelle rangée retirer la dernière tuile ?
# Quelle rangée vider par le bout avec la Poubelle.
sixteen-ask-trash = Poubelle : sur quelle rangée retirer des tuiles au bout ?
# Combien de tuiles la Poubelle retire.
sixteen-ask-count = Combien de tuiles retirer au bout de { $row } ?
# Option : poser des tuiles. $ways le nombre total de poses possibles.
sixteen-opt-place = { $ways ->
    [1] Poser des tuiles : une possibilité.
    [one] Poser des tuiles : { $ways } possibilité.
   *[other] Poser des tuiles : { $ways } possibilités.
}
# Option : jouer une tuile spéciale.
sixteen-opt-special = { $kind ->
    [scissors] Ciseaux : retirer la dernière tuile d'une rangée, puis y poser des tuiles si vous voulez.
   *[other] Poubelle : retirer des tuiles au bout d'une rangée, puis y poser des tuiles si vous voulez.
}
# Option : passer.
sixteen-opt-pass = Passer : aucune de vos tuiles ne peut être posée.
# Option après une tuile spéciale : ne rien poser.
sixteen-opt-end-turn = Finir votre tour sans poser de tuile.
# Option : une rangée où poser.
sixteen-opt-row = { $colour }, { $top ->
    [15] seul un 16 peut venir
   *[other] au-dessus du { $top }
} : { $ways ->
    [1] une possibilité
    [one] { $ways } possibilité
   *[other] { $ways } possibilités
}.
# La première étape prise pour le joueur quand il ne peut que poser, et combien de poses
# il a en tout (la question suivante les donne rangée par rangée).
sixteen-taken-place = { $ways ->
    [1] Poser des tuiles (seul choix) : une possibilité.
    [one] Poser des tuiles (seul choix) : { $ways } possibilité.
   *[other] Poser des tuiles (seul choix) : { $ways } possibilités.
}
# La seule rangée où ses tuiles vont, prise pour le joueur, et combien de poses elle offre.
sixteen-taken-row = { $colour }, { $top ->
    [15] seul un 16 peut venir
   *[other] au-dessus du { $top }
} (seule rangée possible) : { $ways ->
    [1] une possibilité
    [one] { $ways } possibilité
   *[other] { $ways } possibilités
}.
# Option : les tuiles d'une pose, leurs points, l'effet d'un 16, et $stuck : vos tuiles de cette
# couleur que la pose laisse bloquées (sautées, ou toutes sous un 16 Fin) ; $stuck_count
# leur nombre (0 : aucune). $stuck est une liste d'éléments sixteen-tile-the et
# sixteen-range-the (chacun avec son article : « le 5 », « les tuiles 7 à 9 »).
sixteen-opt-tiles = { $tiles } : { $points ->
    [one] { $points } point
   *[other] { $points } points
}{ $effect ->
    [restart] , puis la rangée revient à son 1
    [end] , et la rangée est fermée
   *[other] {""}
}{ $stuck_count ->
    [0] {""}
    [one] {"\u00A0"}; { $stuck } vous reste sur les bras
   *[other] {"\u00A0"}; { $stuck } vous restent sur les bras
}.
# Option : la rangée que les Ciseaux couperaient.
sixteen-opt-cut = { $colour } : retirer le { $tile }{ $reopens ->
    [yes] , ce qui rouvre la rangée
   *[other] {""}
}{"\u00A0"}; il reste { $rest }.
# Option : la rangée que la Poubelle viderait.
sixteen-opt-trash-row = { $colour } : { $tiles } ; jusqu'à { $most ->
    [1] une tuile
    [one] { $most } tuile
   *[other] { $most } tuiles
}.
# Option : combien de tuiles la Poubelle retire.
sixteen-opt-trash-count = { $count ->
    [1] Une tuile
    [one] { $count } tuile
   *[other] { $count } tuiles
} : { $removed }{ $reopens ->
    [yes] , ce qui rouvre la rangée
   *[other] {""}
}{"\u00A0"}; il reste { $rest }.
# Pourquoi pas : toutes les rangées sont proposées.
sixteen-why-all-rows = Toutes les rangées sont proposées.
# Pourquoi pas : les rangées qui n'ont que leur 1. $rows une liste de sixteen-row-colour ; $count le nombre de rangées.
sixteen-why-only-one = { $count ->
    [one] La rangée { $rows } n'a que son 1, qui ne quitte jamais sa rangée.
   *[other] Les rangées { $rows } n'ont que leur 1, qui ne quitte jamais sa rangée.
}
# Pourquoi pas : la règle de pose d'une rangée.
sixteen-why-tiles = Seules des tuiles au-dessus du { $top } vont sur { $row } : une tuile, ou une suite de nombres consécutifs ; un 16 seul ou juste après un 15 ; jamais deux 16 ensemble.
# Pourquoi pas : la Poubelle ne prend jamais le 1.
sixteen-why-count = Le 1 de la rangée reste toujours.
# Pourquoi pas : une deuxième tuile spéciale dans le même tour.
sixteen-why-one-special = Une seule tuile spéciale par tour : posez maintenant des tuiles sur cette rangée, ou finissez votre tour.
# Pourquoi pas : pas de passe tant qu'une tuile va.
sixteen-why-no-pass = Vous ne pouvez pas passer : une de vos tuiles peut être posée.
# Pourquoi pas : rien ne se pose.
sixteen-why-no-place = Aucune de vos tuiles ne peut être posée.
# Pourquoi pas : une tuile spéciale que vous n'avez pas.
sixteen-why-no-special = { $kind ->
    [scissors] Vous n'avez pas de Ciseaux.
   *[other] Vous n'avez pas la Poubelle.
}
# Pourquoi pas : des tuiles spéciales en main, mais chaque rangée n'a que son 1 : rien à retirer.
sixteen-why-no-target = Tuiles spéciales inutiles pour l'instant : chaque rangée n'a que son 1, qui ne la quitte jamais.
# Pourquoi pas : une rangée fermée.
sixteen-why-ended = { $colour } : fermée ; rien ne s'y pose tant que son 16 Fin y reste.
# Pourquoi pas : pourquoi rien de votre main ne va sur une rangée.
sixteen-why-row = { $colour } : { $reason ->
    [none-held] vous n'avez aucune tuile de cette couleur.
    [needs-sixteen] elle finit par 15 ; seul un 16 peut venir, et vous n'en avez pas.
   *[other] aucune de vos tuiles n'est au-dessus du { $top }.
}

## L'arbre de consultation (C)

# Une main cachée jusqu'à la fin.
sixteen-node-hidden = { $player } : { $count ->
    [1] une tuile, cachée jusqu'à la fin.
    [one] { $count } tuile, cachée jusqu'à la fin.
   *[other] { $count } tuiles, cachées jusqu'à la fin.
}
# Une main que vous pouvez voir.
sixteen-node-hand = { $you ->
    [yes] Votre main : { $count ->
        [1] une tuile
        [one] { $count } tuile
       *[other] { $count } tuiles
    }.
   *[other] { $player } a en main { $count ->
        [1] une tuile
        [one] { $count } tuile
       *[other] { $count } tuiles
    }.
}
# Les tuiles spéciales qu'un joueur a jouées.
sixteen-node-used = Tuiles spéciales jouées : { $used }.
# Une tuile de la main et si elle va sur sa rangée maintenant.
sixteen-node-tile = { $tile } : { $state ->
    [fits] jouable maintenant
    [ended] sa rangée est fermée
   *[other] sous le { $top } de la rangée
}.
# Une tuile sur une rangée.
sixteen-node-cell = { $tile }
# La ligne des rangées dans C et Maj+C, qui ouvre les rangées en grille : où en est chaque rangée. $dealt : no avant la donne (aucune rangée encore) ; $tops : une liste de sixteen-node-row-top.
sixteen-node-rows = { $dealt ->
    [no] Pas encore de rangées : les tuiles ne sont pas distribuées.
   *[yes] Les rangées et leur dernière tuile : { $tops }.
}
# Une rangée dans cette ligne. $colour : sixteen-row-colour ; $tile : sa dernière tuile (sixteen-tile).
sixteen-node-row-top = { $colour } { $tile }

## Touches du jeu (F1)

# B : entendre toutes les rangées.
sixteen-key-rows = Chaque rangée, ses tuiles et ce qui peut venir ensuite.
# Maj+P : entendre toutes les poses.
sixteen-key-placements = Toutes les poses possibles, rangée par rangée ; à votre tour, une liste, une pose par ligne, et Entrée joue celle où vous êtes.

## Coups refusés

# Un coup interdit pour l'instant.
sixteen-illegal-not-legal = Ce coup n'est pas permis maintenant.
# La distribution n'a lieu qu'une fois.
sixteen-illegal-already-dealt = Les tuiles sont déjà distribuées.
# Une distribution utilise les 88 tuiles une fois chacune.
sixteen-illegal-bad-deal = Ce n'est pas une distribution des 88 tuiles.
# Qui commence : le 1 rouge, sinon le sort.
sixteen-illegal-bad-first = Le joueur qui a le 1 rouge commence ; le premier joueur n'est tiré au sort que si personne ne l'a.
# Ce n'est pas le tour de ce joueur.
sixteen-illegal-not-your-turn = Ce n'est pas votre tour.
# Après une tuile spéciale, seulement la pose sur cette rangée ou la fin du tour.
sixteen-illegal-finish-special = Après une tuile spéciale, posez des tuiles sur cette rangée ou finissez votre tour.
# Finir le tour ou reposer demande d'abord une tuile spéciale.
sixteen-illegal-no-special = Vous n'avez pas joué de tuile spéciale ce tour-ci.
# La pose après une tuile spéciale va sur la même rangée.
sixteen-illegal-other-row = Après une tuile spéciale, vous ne pouvez poser que sur la rangée où vous l'avez jouée.
# Une rangée inconnue.
sixteen-illegal-no-such-row = Cette rangée n'existe pas.
# Une pose sans tuile.
sixteen-illegal-no-tiles = Choisissez au moins une tuile.
# Des tuiles absentes de la main.
sixteen-illegal-not-in-hand = Vous n'avez pas ces tuiles.
# Une rangée fermée.
sixteen-illegal-row-ended = Cette rangée est fermée : rien ne s'y pose tant que son 16 Fin y reste.
# Deux tuiles 16 à la fois.
sixteen-illegal-two-sixteens = Jamais deux tuiles 16 dans le même tour.
# Un 16 au milieu d'une suite.
sixteen-illegal-sixteen-not-last = Un 16 ne peut que terminer une suite.
# Des tuiles pas plus hautes que la dernière de la rangée.
sixteen-illegal-too-low = Les tuiles doivent être plus hautes que la dernière de la rangée.
# Plusieurs tuiles non consécutives.
sixteen-illegal-not-a-run = Plusieurs tuiles doivent former une suite de nombres consécutifs.
# Un 16 après une suite qui n'atteint pas 15.
sixteen-illegal-sixteen-after-gap = Un 16 ne termine une suite que si elle atteint 15.
# Une deuxième tuile spéciale dans un tour.
sixteen-illegal-one-special = Une seule tuile spéciale par tour.
# Pas de Ciseaux en main.
sixteen-illegal-no-scissors = Vous n'avez pas de Ciseaux.
# Pas de Poubelle en main.
sixteen-illegal-no-trash = Vous n'avez pas la Poubelle.
# Une rangée qui n'a que son 1.
sixteen-illegal-only-the-one = Cette rangée n'a que son 1, qui ne la quitte jamais.
# Un nombre de tuiles hors limites pour la Poubelle.
sixteen-illegal-bad-count = La Poubelle retire une tuile ou plus au bout de la rangée, jamais le 1.
# Passer alors qu'une tuile va.
sixteen-illegal-must-place = Vous ne pouvez pas passer : une de vos tuiles peut être posée.
# Ce que fait D dans Sixteen (F1).
sixteen-cmd-dice = votre main, par couleur, et vos tuiles spéciales
# Ce que fait C dans Sixteen (F1).
sixteen-cmd-sheet = consulter votre main et les rangées

# Maj+H : ce que le robot difficile attend d'un coup, essayé sur des donnes des tuiles que vous ne voyez pas. $points : points attendus en main à la fin (le moins gagne), arrondis ; $wins : pourcentage de ces donnes gagnées, dit d'abord : c'est lui qui classe les coups.
sixteen-hint-expect = { $wins ->
        [none] {""}
       *[other] { $wins } de victoires sur les donnes simulées, {""}
    }{ $points ->
        [0] une main sans doute vide à la fin
        [one] environ { $points } point restant en main
       *[other] environ { $points } points restant en main
    }
# Conseil : une pose. $tiles : les tuiles posées, une liste de sixteen-tile-the et
# sixteen-range-the (« le 14 et le 15 », « les tuiles 7 à 11 ») ; $row : la rangée (« la rangée rouge »).
sixteen-hint-place = posez { $tiles } sur { $row }
# Conseil : une tuile spéciale sur une rangée, et la pose qui la suit sur cette rangée. $kind : scissors ou trash ; $row : la rangée ; $count : combien de tuiles la Poubelle enlève ; $follow : yes quand une pose suit, alors $then : ses tuiles, une liste de sixteen-tile-the et sixteen-range-the (« le 13 et le 14 »).
sixteen-hint-special = { $kind ->
        [scissors] jouez les Ciseaux sur { $row }
       *[other] jouez la Poubelle sur { $count ->
            [one] la dernière tuile
           *[other] les { $count } dernières tuiles
        } de { $row }
    }{ $follow ->
        [yes] , puis posez-y { $then }
       *[no] {""}
    }
# Conseil : après une tuile spéciale, ne plus rien poser.
sixteen-hint-end-turn = finissez votre tour sans poser de tuile
# Conseil : passer.
sixteen-hint-pass = passez
# Raison du conseil : les points que la pose retire de votre main. $points : leur somme.
sixteen-hint-shed = { $points ->
        [one] { $points } point de moins dans votre main
       *[other] { $points } points de moins dans votre main
    }
# Raison du conseil : ce qu'un 16 fait à sa rangée. $effect : restart ou end ; $row : la rangée.
sixteen-hint-effect = { $effect ->
        [restart] vous ramenez { $row } à son 1
       *[end] vous fermez { $row } pour tout le monde
    }
# Raison du conseil : vos tuiles de cette couleur que la pose rend injouables sur sa rangée. $tiles :
# ces tuiles, une liste de sixteen-tile-the et sixteen-range-the ; $count : leur nombre. « Sur les
# bras » plutôt que « bloqués » : « le 5 » est masculin, « les tuiles 7 à 9 » féminin. « Mais » : c'est
# un coût, dit après les points retirés ; sans lui, « le 6 et le 7 vous restent sur les bras » s'entendait
# comme une raison de jouer le coup.
sixteen-hint-stuck = { $count ->
        [one] mais { $tiles } vous reste sur les bras
       *[other] mais { $tiles } vous restent sur les bras
    }
# Raison du conseil : les tuiles qui vous restent après la pose. $count : leur nombre (0 : la main est vide, ce qui gagne).
sixteen-hint-left = { $count ->
        [0] vous videz votre main, ce qui vous fait gagner la partie
        [one] vous n'avez plus alors qu'une tuile
       *[other] vous n'avez plus alors que { $count } tuiles
    }
# Raison du conseil : les tuiles qu'une spéciale enlève de la rangée. $tiles : ces tuiles, une
# liste de sixteen-tile-the et sixteen-range-the ; $reopens : yes quand un 16 Fin part, ce qui rouvre la rangée.
sixteen-hint-removes = vous retirez { $tiles }{ $reopens ->
        [yes] , ce qui rouvre la rangée
       *[no] {""}
    }
# Raison du conseil : vos tuiles qui peuvent aller sur la rangée une fois coupée. $tiles : ces
# tuiles, une liste de sixteen-tile-the et sixteen-range-the ; $count : leur nombre.
sixteen-hint-frees = { $count ->
        [one] vous pouvez alors y poser { $tiles }
       *[other] vous pouvez alors y poser { $tiles }
    }

## Plein écran : la table dessinée

# Une tuile sur la table : son nombre, R16 pour le 16 Recommencer, F16 pour le 16 Fin.
sixteen-draw-token = { $token ->
    [restart] R16
    [end] F16
   *[other] { $token }
}
# Deux lettres pour la couleur d'une rangée : la couleur n'est jamais le seul signe.
sixteen-draw-colour = { $colour ->
    [red] Ro
    [yellow] Ja
    [green] Ve
    [blue] Bl
   *[purple] Vi
}
# Après une rangée : combien de ses tuiles sont sorties du jeu.
sixteen-draw-out = (sorties { $count })
# Titre des rangées : tuiles restant dans le sac.
sixteen-draw-rows = Rangées, sac { $bag }
# Titre de la main du joueur.
sixteen-draw-hand = Votre main
# Title of the row a decision is about, drawn first on a narrow screen.
sixteen-draw-focused-row = { $colour ->
    [red] Rangée rouge
    [yellow] Rangée jaune
    [green] Rangée verte
    [blue] Rangée bleue
   *[other] Rangée violette
}, sac { $bag }
# Une rangée sur la seule ligne qu'un écran étroit donne aux rangées : les lettres de sa couleur et sa tuile du dessus.
sixteen-draw-row-top = { $letters } { $top }
# Titre de la main du joueur sur un écran étroit, avec les tuiles restant dans le sac.
sixteen-draw-hand-bag = Votre main, sac { $bag }
# Before your tiles of a row's colour, drawn under that row on a narrow screen.
sixteen-draw-yours = Vos tuiles
# Une tuile spéciale en main : son nom et combien.
sixteen-draw-special = { $kind ->
    [scissors] Ciseaux
   *[other] Poubelle
} { $count }
# Titre des totaux des joueurs.
sixteen-draw-points = Points
# Titre du nombre de tuiles de chaque joueur.
sixteen-draw-counts = Tuiles en main
