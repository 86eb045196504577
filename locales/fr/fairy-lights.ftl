## Fairy Lights : tous les messages du jeu. « La boutique » est la rangée de cartes visibles (5 au plus).

# Le nom du jeu dans les menus.
fairy-lights-name = Fairy Lights
# Une phrase pour le menu des jeux.
fairy-lights-summary = Stop ou encore : piochez des cartes guirlandes pour garnir la boutique, puis prenez une couleur et marquez-la à 3, 6, 9 ou 12 ampoules.

## Couleurs. En minuscule dans une phrase ; avec majuscule (« Colour ») en tête de phrase.

# Nom de couleur dans une phrase.
fairy-lights-colour-red = rouge
# Nom de couleur dans une phrase.
fairy-lights-colour-yellow = jaune
# Nom de couleur dans une phrase.
fairy-lights-colour-green = vert
# Nom de couleur dans une phrase.
fairy-lights-colour-blue = bleu
# Nom de couleur dans une phrase.
fairy-lights-colour-purple = violet
# Nom de couleur en tête de phrase ou d'élément de liste.
fairy-lights-Colour-red = Rouge
# Nom de couleur en tête de phrase ou d'élément de liste.
fairy-lights-Colour-yellow = Jaune
# Nom de couleur en tête de phrase ou d'élément de liste.
fairy-lights-Colour-green = Vert
# Nom de couleur en tête de phrase ou d'élément de liste.
fairy-lights-Colour-blue = Bleu
# Nom de couleur en tête de phrase ou d'élément de liste.
fairy-lights-Colour-purple = Violet
# Un nombre de cartes d'une couleur (« 2 cartes rouges »). $colour : red, yellow, green, blue ou purple ; la couleur s'accorde avec « carte ».
fairy-lights-cards = { $count ->
    [1] une carte { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }
    [one] { $count } carte { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }
   *[other] { $count } cartes { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] vertes
        [blue] bleues
       *[purple] violettes
    }
}

## Cartes et petites listes.

# Une carte, piochée ou consultée : « Violette, 2 ampoules, une étoile », la couleur accordée à « carte ». $colour : la clé de la couleur (red, yellow, green, blue, purple) ; $capital : yes quand la carte ouvre la phrase.
fairy-lights-card = { $capital ->
    [yes] { $colour ->
        [red] Rouge
        [yellow] Jaune
        [green] Verte
        [blue] Bleue
       *[purple] Violette
    }
   *[no] { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }
}, { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] une étoile
    [one] { $stars } étoile
   *[other] { $stars } étoiles
}
# Deux couleurs prises ensemble dans une boutique pleine.
fairy-lights-pair = { $first } et { $second }

## Risque de griller (tirer la couleur de la dernière carte de la boutique).

# Le risque que la prochaine pioche grille. $colour : couleur de la dernière carte de la boutique (red, yellow, green, blue ou purple).
fairy-lights-risk = { $risky ->
    [0] Plus aucune carte { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    } dans la pioche : la prochaine carte piochée ne peut pas vous faire griller.
   *[other] Une carte { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    } à la prochaine pioche vous ferait griller : { $risky ->
        [1] une chance
       *[other] { $risky } chances
    } sur { $left }, soit { $percent }.
}
# Le risque quand la boutique est vide.
fairy-lights-risk-empty-shop = La boutique est vide : la prochaine carte piochée ne peut pas vous faire griller.
# Le risque quand la pioche est vide.
fairy-lights-risk-no-deck = La pioche est vide : plus de cartes à piocher.
# Le risque en quelques mots, dans un choix.
fairy-lights-short-risk = { $risky ->
    [0] sans risque de griller
   *[other] risque de griller : { $risky ->
        [1] une chance
       *[other] { $risky } chances
    } sur { $left }, soit { $percent }
}
# Après votre propre pioche (mode détaillé) : le risque pour la suivante. $colour : couleur de la carte piochée (red, yellow, green, blue ou purple).
fairy-lights-next-risk = { $risky ->
    [0] Prochaine carte : plus aucune carte { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    } dans la pioche, aucun risque.
   *[other] Prochaine carte : { $you ->
        [yes] vous grillez
       *[no] { $player } grille
    } si elle est { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }, { $risky ->
        [1] une chance
       *[other] { $risky } chances
    } sur { $left }, soit { $percent }.
}

## Événements.

# Début de partie.
fairy-lights-shuffled = La pioche est mélangée : { $cards ->
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
}. { $you ->
    [yes] Vous commencez.
   *[no] { $player } commence.
}
# Début d'un tour ; $shop est le nombre de cartes dans la boutique.
fairy-lights-turn-began = { $you ->
    [yes] À vous de jouer
   *[no] { $player } joue
} : { $shop ->
    [0] la boutique est vide{ $you ->
        [yes] , piochez.
       *[no] .
    }
    [5] la boutique est pleine{ $you ->
        [yes] , prenez des cartes.
       *[no] .
    }
    [1] une carte dans la boutique.
    [one] { $shop } carte dans la boutique.
   *[other] { $shop } cartes dans la boutique.
}
# Une carte piochée sans griller. $detail : dire qui et la taille de la boutique.
fairy-lights-drawn = { $you ->
    [yes] { $card }.
   *[no] { $detail ->
        [yes] { $player } pioche une carte : { $card } ; { $shop ->
            [1] une carte dans la boutique.
            [one] { $shop } carte dans la boutique.
           *[other] { $shop } cartes dans la boutique.
        }
       *[no] { $player } : { $card }.
    }
}
# Une carte piochée qui fait griller. $detail : la forme longue pour la pioche d'un autre joueur.
fairy-lights-busted = { $you ->
    [yes] { $card }. Grillé ! Même couleur que la dernière carte : votre tour s'arrête, la carte reste dans la boutique.
   *[no] { $detail ->
        [yes] { $player } pioche une carte : { $card }. Grillé ! Même couleur que la dernière carte, son tour s'arrête.
       *[no] { $player } : { $card }. Grillé !
    }
}
# La dernière carte de la pioche vient d'être piochée sans griller.
fairy-lights-last-card = C'était la dernière carte de la pioche : { $you ->
    [yes] plus de pioche, prenez des cartes pour finir la partie.
   *[no] { $player } prend des cartes et la partie s'achève.
}
# Une pioche a rempli la boutique.
fairy-lights-shop-full = { $you ->
    [yes] La boutique est pleine : vous devez prendre des cartes.
   *[no] La boutique est pleine : { $player } doit prendre des cartes.
}
# Cartes prises dans la boutique ; $cards les compte par couleur.
fairy-lights-took = { $you ->
    [yes] Vous prenez
   *[no] { $player } prend
} { $cards }.
# Une couleur atteint un multiple de 3 ampoules : elle est marquée.
fairy-lights-settled-bank = { $you ->
    [yes] Vous marquez
   *[no] { $player } marque
} { $cards } : { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] plus une étoile
    [one] plus { $stars } étoile
   *[other] plus { $stars } étoiles
}.
# Une couleur a 1 ou 2 ampoules : les cartes restent visibles.
fairy-lights-settled-keep = { $you ->
    [yes] Vous gardez
   *[no] { $player } garde
} { $cards } face visible : { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] moins une étoile
    [one] moins { $stars } étoile
   *[other] moins { $stars } étoiles
}.
# Une couleur a 4 ampoules ou plus, sans multiple de 3 : toutes ses cartes non marquées sont défaussées.
fairy-lights-settled-discard = { $you ->
    [yes] Vous défaussez
   *[no] { $player } défausse
} { $cards } : { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, ce n'est pas un multiple de 3.

## La boutique, la pioche, les collections.

# La boutique est vide.
fairy-lights-shop-empty = La boutique est vide.
# Combien de cartes contient la boutique, avant de les lire.
fairy-lights-shop-head = { $count ->
    [5] La boutique est pleine : 5 cartes.
    [1] La boutique contient une carte.
    [one] La boutique contient { $count } carte.
   *[other] La boutique contient { $count } cartes.
}
# Une carte de la boutique, par sa place dans la rangée.
fairy-lights-shop-card = { $place } : { $card }.
# La dernière carte de la boutique, celle que la pioche ne doit pas égaler.
fairy-lights-shop-last = { $place }, la dernière : { $card }.
# Les cartes d'une couleur résumées.
fairy-lights-colour-summary = { $colour } : { $cards ->
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] une étoile
    [one] { $stars } étoile
   *[other] { $stars } étoiles
}.
# Une couleur dans la liste des cartes de la pioche : « 5 rouges », accordé à « cartes ». $colour : la clé de la couleur.
fairy-lights-colour-count = { $count ->
    [1] une { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }
    [one] { $count } { $colour ->
        [red] rouge
        [yellow] jaune
        [green] verte
        [blue] bleue
       *[purple] violette
    }
   *[other] { $count } { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] vertes
        [blue] bleues
       *[purple] violettes
    }
}
# La pioche restante par couleur ; $colours est une liste de couleurs comptées.
fairy-lights-deck = { $left ->
    [0] La pioche est vide.
    [1] Il reste une carte dans la pioche : { $colours }.
    [one] Il reste { $left } carte dans la pioche : { $colours }.
   *[other] Il reste { $left } cartes dans la pioche : { $colours }.
}
# La pioche dans l'arbre de consultation, avec le risque de griller.
fairy-lights-deck-node = La pioche : { $left ->
    [1] une carte.
    [one] { $left } carte.
   *[other] { $left } cartes.
} { $risk }
# Une couleur de la pioche dans l'arbre de consultation.
fairy-lights-deck-colour = { $colour } : { $count ->
    [1] une carte restante
    [one] { $count } carte restante
   *[other] { $count } cartes restantes
}
# Combien de cartes d'une même face restent dans la pioche.
fairy-lights-face-count = { $card } : encore { $count ->
    [1] une
   *[other] { $count }
}
# La tête d'une collection dans l'arbre de consultation. Sans carte non marquée, la ligne s'arrête après les cartes marquées : le premier élément en dessous dit « Aucune carte non marquée. » juste après.
fairy-lights-collection = { $you ->
    [yes] Votre collection
   *[no] { $player }
} : { $score ->
    [one] { $score } point
   *[other] { $score } points
} ; { $banked_cards ->
    [0] aucune carte marquée
   *[other] { $banked ->
        [1] une étoile marquée
        [one] { $banked } étoile marquée
       *[other] { $banked } étoiles marquées
    } sur { $banked_cards ->
        [1] une carte
        [one] { $banked_cards } carte
       *[other] { $banked_cards } cartes
    }
}{ $unbanked ->
    [0] .
    [1]  ; une carte non marquée.
    [one]  ; { $unbanked } carte non marquée.
   *[other]  ; { $unbanked } cartes non marquées.
}
# Une couleur non marquée : ses ampoules, ses étoiles (comptées en moins) et ce qu'il manque pour marquer.
fairy-lights-unbanked = { $colour } : { $cards ->
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] moins une étoile
    [one] moins { $stars } étoile
   *[other] moins { $stars } étoiles
} ; { $need ->
    [1] encore une ampoule pour marquer.
    [one] encore { $need } ampoule pour marquer.
   *[other] encore { $need } ampoules pour marquer.
}
# Une collection sans carte visible.
fairy-lights-nothing-unbanked = Aucune carte non marquée.
# La pile marquée dans l'arbre de consultation.
fairy-lights-banked-pile = Marquées : { $cards ->
    [0] aucune carte
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
}{ $cards ->
    [0] {""}
   *[other] , { $stars ->
        [0] aucune étoile
        [1] une étoile
        [one] { $stars } étoile
       *[other] { $stars } étoiles
    }
}.
# Une couleur non marquée dans le tour de table : « rouge à 2 ampoules ».
fairy-lights-held = { $colour } à { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}
# Un joueur autour de la table. $unbanked liste ses couleurs non marquées.
fairy-lights-table-seat = { $you ->
    [yes] Vous
   *[no] { $player }
}{ $playing ->
    [yes] , en train de jouer
   *[no] {""}
} : { $score ->
    [one] { $score } point
   *[other] { $score } points
}, { $banked ->
    [0] aucune étoile marquée
    [1] une étoile marquée
    [one] { $banked } étoile marquée
   *[other] { $banked } étoiles marquées
}{ $colours ->
    [0]  ; aucune carte non marquée.
   *[other]  ; cartes non marquées : { $unbanked }.
}

## Scores.

# Le total d'un joueur.
fairy-lights-score-total = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# La partie marquée d'un score.
fairy-lights-score-banked = { $cards ->
    [0] Aucune carte marquée.
    [1] Une carte marquée : { $stars ->
        [0] aucune étoile
        [1] plus une étoile
        [one] plus { $stars } étoile
       *[other] plus { $stars } étoiles
    }.
    [one] { $cards } carte marquée : { $stars ->
        [0] aucune étoile
        [1] plus une étoile
        [one] plus { $stars } étoile
       *[other] plus { $stars } étoiles
    }.
   *[other] { $cards } cartes marquées : { $stars ->
        [0] aucune étoile
        [1] plus une étoile
        [one] plus { $stars } étoile
       *[other] plus { $stars } étoiles
    }.
}
# Une couleur non marquée d'un score, comptée en moins. $colour : la clé de la couleur (red, yellow, green, blue, purple), accordée à « cartes ».
fairy-lights-score-unbanked = Cartes { $colour ->
        [red] rouges
        [yellow] jaunes
        [green] vertes
        [blue] bleues
       *[purple] violettes
    } non marquées : { $cards ->
    [1] une carte
    [one] { $cards } carte
   *[other] { $cards } cartes
}, { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] moins une étoile
    [one] moins { $stars } étoile
   *[other] moins { $stars } étoiles
}.
# Comment une prise changerait votre score.
fairy-lights-score-change = { $trend ->
    [up] { $gain ->
        [one] soit { $gain } point de plus
       *[other] soit { $gain } points de plus
    }
    [down] { $gain ->
        [one] soit { $gain } point de moins
       *[other] soit { $gain } points de moins
    }
   *[same] sans changer votre score
}
# Un seul gagnant.
fairy-lights-final-win = { $you ->
    [yes] Vous gagnez
   *[no] { $player } gagne
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
# Une victoire partagée ; $names liste les gagnants.
fairy-lights-final-shared = Victoire partagée entre { $names }, avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## À qui le tour, ce qui est permis.

# La partie est finie.
fairy-lights-turn-over = La partie est finie.
# Avant le mélange.
fairy-lights-turn-unshuffled = On mélange la pioche.
# T : le tour. $situation : empty (piocher), full (prendre), last (pioche épuisée : prendre), choose.
fairy-lights-turn = { $you ->
    [yes] À vous de jouer
   *[no] { $player } joue
}, { $draws ->
    [0] aucune carte piochée pour l'instant
    [1] une carte piochée pour l'instant
    [one] { $draws } carte piochée pour l'instant
   *[other] { $draws } cartes piochées pour l'instant
}. { $shop ->
    [0] La boutique est vide
    [1] La boutique contient une carte
    [one] La boutique contient { $shop } carte
   *[other] La boutique contient { $shop } cartes
}, { $left ->
    [0] la pioche est vide
    [1] il reste une carte dans la pioche
    [one] il reste { $left } carte dans la pioche
   *[other] il reste { $left } cartes dans la pioche
}. { $situation ->
    [empty] Il ne reste qu'à piocher.
    [full] Il ne reste qu'à prendre des cartes.
    [last] La dernière carte est sortie : prendre termine la partie.
   *[choose] Piocher ou prendre des cartes.
}
# Un autre joueur est en train de jouer.
fairy-lights-wait = { $you ->
    [yes] C'est à vous de jouer.
   *[no] C'est { $player } qui joue.
}
# L : piocher est permis, avec son risque.
fairy-lights-may-draw = Vous pouvez piocher, { $risk }.
# L : les couleurs qu'on peut prendre ; $two : boutique pleine, deux couleurs parmi $colours.
fairy-lights-may-take = { $two ->
    [yes] Vous pouvez prendre deux couleurs parmi { $colours }.
   *[no] Vous pouvez prendre : { $options }.
}
# Dit au début du tour du joueur, avant « Piocher ou prendre ? » : la boutique, couleur par couleur.
fairy-lights-turn-shop = Dans la boutique : { $piles }.
# La première question du choix de coup.
fairy-lights-prompt-turn = { $situation ->
    [empty] La boutique est vide : piochez.
    [full] La boutique est pleine : prenez des cartes.
    [last] La dernière carte est sortie : prenez des cartes pour finir la partie.
   *[choose] Piocher ou prendre des cartes ?
}
# La question à l'étape de la prise.
fairy-lights-prompt-take = { $two ->
    [yes] Quelles deux couleurs ?
   *[no] Quelle couleur ?
}
# Choix : piocher, avec le risque.
fairy-lights-option-draw = Piocher une carte, { $risk }
# Choix : prendre, avec les couleurs proposées ; $two : boutique pleine, deux couleurs parmi $colours.
fairy-lights-option-take = { $two ->
    [yes] Prendre deux couleurs parmi { $colours }
   *[no] { $count ->
        [one] Prendre : { $options }
       *[other] Prendre : { $options }
    }
}
# Choix : deux couleurs d'une boutique pleine, puis l'effet de chacune.
fairy-lights-option-pair = { $pair }. { $first }. { $second }
# Ce que rapporte une couleur et ce qu'elle ferait : « Rouge : 2 cartes, 3 ampoules, 1 étoile ; vous marqueriez ... ».
fairy-lights-forecast = { $colour } : { $taken ->
    [1] une carte
    [one] { $taken } carte
   *[other] { $taken } cartes
}, { $bulbs ->
    [1] une ampoule
    [one] { $bulbs } ampoule
   *[other] { $bulbs } ampoules
}, { $stars ->
    [0] aucune étoile
    [1] une étoile
    [one] { $stars } étoile
   *[other] { $stars } étoiles
} ; { $effect }
# La prise marquerait la couleur : $pile cartes qui valent $value étoiles.
fairy-lights-effect-bank = vous marqueriez { $pile ->
    [1] une carte
    [one] { $pile } carte
   *[other] { $pile } cartes
} { $value ->
    [0] sans étoile
    [1] pour une étoile
    [one] pour { $value } étoile
   *[other] pour { $value } étoiles
}, { $change }
# La prise laisserait 1 ou 2 ampoules visibles.
fairy-lights-effect-keep = vous { $pile ->
    [one] la garderiez
   *[other] les garderiez
} : { $total ->
    [1] une ampoule
    [one] { $total } ampoule
   *[other] { $total } ampoules
}, { $change }
# La prise atteindrait 4 ampoules ou plus (pas un multiple de 3) : toute la couleur est défaussée. $lost : les cartes de cette couleur déjà en collection ; $taken : les cartes prises.
fairy-lights-effect-discard = { $total ->
    [1] une ampoule
    [one] { $total } ampoule
   *[other] { $total } ampoules
} en tout, { $owned ->
    [0] vous { $taken ->
        [one] la défausseriez
       *[other] les défausseriez
    } aussitôt
   *[other] vous { $taken ->
        [one] la perdriez
       *[other] les perdriez
    } avec { $lost } de votre collection
}, { $change }
# Pourquoi des choix manquent, à la première étape.
fairy-lights-why-empty = La boutique est vide : rien à prendre, vous devez piocher.
# Pourquoi on ne peut pas piocher.
fairy-lights-why-full = La boutique contient 5 cartes : impossible de piocher, vous devez prendre des cartes.
# Pourquoi on ne peut pas piocher après la dernière carte.
fairy-lights-why-last = La dernière carte de la pioche est sortie : impossible de piocher, vous devez prendre des cartes.
# Rien ne manque.
fairy-lights-why-choose = Vous pouvez piocher ou prendre des cartes.
# Pourquoi des couleurs manquent à l'étape de la prise.
fairy-lights-why-colours = { $two ->
    [yes] Dans une boutique pleine, on prend toutes les cartes de deux couleurs.
   *[no] On prend toutes les cartes d'une seule couleur.
} { $absent ->
    [0] Toutes les couleurs sont dans la boutique.
   *[other] Pas dans la boutique : { $colours }.
}

## Touches (F1).

# Touche R.
fairy-lights-key-draw = Piocher une carte et la poser au bout de la boutique.
# Touche K.
fairy-lights-key-take = Prendre des cartes dans la boutique : ouvre le choix des couleurs, ou prend directement s'il n'y a qu'un choix.
# Touche B.
fairy-lights-key-deck = Les cartes qui restent dans la pioche, par couleur, et le risque de griller en piochant la prochaine carte.
# Touche G.
fairy-lights-key-shop = La boutique résumée couleur par couleur.

## Coups refusés.

# Un coup qui n'existe pas en ce moment.
fairy-lights-illegal-not-legal = Ce coup n'est pas possible maintenant.
# Un autre joueur doit jouer.
fairy-lights-illegal-not-your-turn = Ce n'est pas votre tour.
# Un ordre de pioche qui n'est pas les 60 cartes une fois chacune.
fairy-lights-illegal-bad-shuffle = L'ordre de la pioche doit contenir chacune des 60 cartes une seule fois.
# Piocher dans une boutique pleine.
fairy-lights-illegal-shop-full = La boutique contient 5 cartes : il faut prendre des cartes, pas piocher.
# Piocher quand la pioche est épuisée.
fairy-lights-illegal-last-card = La dernière carte de la pioche est sortie : vous ne pouvez que prendre des cartes.
# Prendre dans une boutique vide.
fairy-lights-illegal-shop-empty = La boutique est vide : il faut piocher.
# Une couleur qui n'existe pas, ou nommée deux fois.
fairy-lights-illegal-bad-colour = Ce n'est pas une couleur du jeu.
# Une couleur absente de la boutique.
fairy-lights-illegal-colour-absent = Aucune carte de cette couleur dans la boutique.
# Une seule couleur prise dans une boutique pleine qui en a plusieurs.
fairy-lights-illegal-take-two = Dans une boutique pleine, on prend toutes les cartes de deux couleurs.
# Deux couleurs prises dans une boutique de 1 à 4 cartes.
fairy-lights-illegal-take-one = Dans une boutique de 1 à 4 cartes, on prend toutes les cartes d'une seule couleur.
# Deux couleurs nommées hors de l'ordre du jeu.
fairy-lights-illegal-colour-order = Nommez les deux couleurs dans l'ordre du jeu : rouge, jaune, vert, bleu, violet.
# Ce que fait D dans Fairy Lights (F1).
fairy-lights-cmd-dice = la boutique, carte par carte
# Ce que fait C dans Fairy Lights (F1).
fairy-lights-cmd-sheet = consulter votre collection, la boutique et la pioche

# Maj+H, une prise, le chiffre qui classe la liste : les étoiles qu'elle devrait vous rapporter, moins ce que le tour suivant devrait rapporter au joueur suivant, au dixième d'étoile (peut être négatif), puis ses deux côtés. $net : ce chiffre ; $trend : up, down ou same, l'évolution du score tout de suite ; $change : cette évolution sans son signe (en points, comme le dit l'option) ; $gain : minus ou plus, et $mine_size sans son signe : ce que vaut la prise pour vous au-delà de ce que promettaient déjà vos cartes non marquées, en étoiles ; $shop : brings ou costs, et $theirs sans son signe : ce que la boutique laissée devrait rapporter au joueur suivant, ou lui faire perdre, en étoiles ($net est $mine moins ce qu'elle rapporte, ou plus ce qu'elle fait perdre, $mine étant cette valeur) ; $player : le nom du joueur suivant ; $emptied : yes quand la prise vide la boutique (le joueur suivant doit piocher), sinon no.
fairy-lights-hint-expect-take = { $net ->
        [1] une étoile
        [one] { $net } étoile
       *[other] { $net } étoiles
    } au bilan, soit { $gain ->
        [minus] moins { $mine_size }
       *[plus] { $mine_size }
    } pour vous par rapport à ce que promettaient déjà vos cartes non marquées, { $shop ->
        [costs] plus { $theirs } que devrait perdre { $player }
       *[brings] moins { $theirs } que devrait gagner { $player }
    } { $emptied ->
        [yes] en piochant dans la boutique vide
       *[no] avec ce que vous laissez dans la boutique
    }, et { $trend ->
        [up] { $change ->
            [1] votre score monte d'un point tout de suite
            [one] votre score monte de { $change } point tout de suite
           *[other] votre score monte de { $change } points tout de suite
        }
        [down] { $change ->
            [1] votre score baisse d'un point tout de suite
            [one] votre score baisse de { $change } point tout de suite
           *[other] votre score baisse de { $change } points tout de suite
        }
       *[same] votre score ne change pas pour l'instant
    }
# Maj+H, piocher : son chiffre, les étoiles que la pioche devrait vous rapporter moins ce qu'elle peut donner au joueur suivant (griller lui laisse toute la boutique), au dixième d'étoile (peut être négatif). Le joueur suivant est le sujet (« ce que pourrait récupérer Joueur 2 », jamais « pour Joueur 2 » ni « que Joueur 2 »). $net : ce chiffre ; $player : le nom du joueur suivant.
fairy-lights-hint-expect-draw = { $net ->
        [1] une étoile
        [one] { $net } étoile
       *[other] { $net } étoiles
    } au bilan, en comptant ce que pourrait récupérer { $player } dans la boutique
# Maj+H avec les dernières cartes, calculé jusqu'à la fin de la partie : les chances de gagner (ce qui classe les coups), puis ce que l'écart avec le meilleur adversaire devrait gagner ou perdre d'ici la fin. $wins : les chances (common-percent) ; $trend : up (vous gagnez des étoiles sur lui), down (vous en perdez) ou same ; $size : les étoiles gagnées ou perdues, au dixième ; $others : le nombre d'adversaires ; $player : le nom de l'adversaire s'il n'y en a qu'un.
fairy-lights-hint-expect-end = { $wins } de chances de gagner la partie, { $trend ->
        [up] l'écart avec { $others ->
            [1] { $player }
           *[other] le mieux placé de vos adversaires
        } évoluant d'environ { $size ->
            [1] une étoile
            [one] { $size } étoile
           *[other] { $size } étoiles
        } en votre faveur d'ici la fin
        [down] { $others ->
            [1] { $player }
           *[other] le mieux placé de vos adversaires
        } vous reprenant environ { $size ->
            [1] une étoile
            [one] { $size } étoile
           *[other] { $size } étoiles
        } d'ici la fin
       *[same] l'écart avec { $others ->
            [1] { $player }
           *[other] le mieux placé de vos adversaires
        } restant à peu près le même
    }
# Conseil : le coup est de piocher.
fairy-lights-hint-draw = piochez une carte
# Conseil : le coup est de prendre $what, les cartes (fairy-lights-hint-taken). Là : $colour : la couleur prise (red, yellow, green, blue ou purple) ; $second : la deuxième couleur d'une boutique pleine, ou none ; $cards, $second_cards : le nombre de cartes de la boutique de la première et de la deuxième couleur (« la carte jaune et les rouges »).
fairy-lights-hint-take = prenez { $what }
# Les cartes d'une prise, en groupe nominal (« les cartes rouges et la bleue »), dite par $what dans fairy-lights-hint-take et fairy-lights-hint-passes : $colour, $second (none, ou la seconde couleur), $cards et $second_cards (combien de cartes de chaque couleur dans la boutique).
fairy-lights-hint-taken = { $cards ->
        [1] la carte { $colour ->
            [red] rouge
            [yellow] jaune
            [green] verte
            [blue] bleue
           *[purple] violette
        }
       *[other] les cartes { $colour ->
            [red] rouges
            [yellow] jaunes
            [green] vertes
            [blue] bleues
           *[purple] violettes
        }
    }{ $second ->
        [none] {""}
       *[other] { $second_cards ->
            [1] {" "}et la { $second ->
                [red] rouge
                [yellow] jaune
                [green] verte
                [blue] bleue
               *[purple] violette
            }
           *[other] {" "}et les { $second ->
                [red] rouges
                [yellow] jaunes
                [green] vertes
                [blue] bleues
               *[purple] violettes
            }
        }
    }
# Raison du conseil : la prise fait marquer une pile. $cards : la pile (« 3 cartes rouges ») ; $value : ses étoiles ; $bulbs : ses ampoules ; $change : l'évolution du score.
fairy-lights-hint-bank = vous marquez { $cards } { $value ->
        [0] sans étoile
        [1] pour une étoile
        [one] pour { $value } étoile
       *[other] pour { $value } étoiles
    }, { $change }
# Raison du conseil : la prise garde une pile sans la marquer. $cards : la pile ; $bulbs : ses ampoules (1 ou 2) ; $value : ses étoiles ; $change : l'évolution du score ; $colour : la couleur de la pile (red, yellow, green, blue ou purple), pour dire combien d'ampoules de cette couleur la feraient marquer ; $plan : yes, ou no quand cette prise termine la partie (plus rien ne se marque alors).
fairy-lights-hint-keep = vous gardez { $cards }, { $bulbs ->
        [1] une ampoule en tout, { $change }{ $plan ->
            [yes] , mais il ne manque que 2 ampoules { $colour ->
                [red] rouges
                [yellow] jaunes
                [green] vertes
                [blue] bleues
               *[purple] violettes
            } pour marquer
           *[no] {""}
        }
        [one] { $bulbs } ampoule en tout, { $change }{ $plan ->
            [yes] , mais il ne manque que 2 ampoules { $colour ->
                [red] rouges
                [yellow] jaunes
                [green] vertes
                [blue] bleues
               *[purple] violettes
            } pour marquer
           *[no] {""}
        }
        [2] { $bulbs } ampoules en tout, { $change }{ $plan ->
            [yes] , mais il ne manque qu'une ampoule { $colour ->
                [red] rouge
                [yellow] jaune
                [green] verte
                [blue] bleue
               *[purple] violette
            } pour marquer
           *[no] {""}
        }
       *[other] { $bulbs } ampoules en tout, { $change }
    }
# Raison du conseil : une prise de deux couleurs qui marque les deux piles, dite en une seule proposition, l'évolution du score une seule fois. $cards, $second : les deux piles (fairy-lights-cards) ; $value, $second_value : leurs étoiles ; $change : l'évolution du score des deux.
fairy-lights-hint-bank-both = vous marquez { $cards } { $value ->
        [0] sans étoile
        [1] pour une étoile
        [one] pour { $value } étoile
       *[other] pour { $value } étoiles
    } et { $second } { $second_value ->
        [0] sans étoile
        [1] pour une étoile
        [one] pour { $second_value } étoile
       *[other] pour { $second_value } étoiles
    }, { $change }
# Raison du conseil : une prise de deux couleurs qui garde les deux piles sans les marquer, dite en une seule proposition, l'évolution du score une seule fois. $cards, $second : les deux piles (fairy-lights-cards) ; $change : l'évolution du score des deux ; $plan : yes, ou no quand aucun de vos tours suivants ne devrait pouvoir les marquer ; $same : one (il manque une ampoule à chaque pile), two (il en manque 2 à chacune) ou no (alors $colour est la couleur de la pile à qui il manque une ampoule, $second_colour celle de la pile à qui il en manque 2 ; red, yellow, green, blue ou purple).
fairy-lights-hint-keep-both = vous gardez { $cards } et { $second } sans les marquer, { $change }{ $plan ->
        [yes] , mais il ne manque { $same ->
            [one] qu'une ampoule de chaque couleur
            [two] que 2 ampoules de chaque couleur
           *[no] qu'une ampoule { $colour ->
                [red] rouge
                [yellow] jaune
                [green] verte
                [blue] bleue
               *[purple] violette
            } et 2 ampoules { $second_colour ->
                [red] rouges
                [yellow] jaunes
                [green] vertes
                [blue] bleues
               *[purple] violettes
            }
        } pour marquer
       *[no] {""}
    }
# Raison du conseil : la prise dépasse 3 ampoules, toute la pile est défaussée. $cards : la pile défaussée ; $bulbs : ses ampoules ; $value : ses étoiles ; $change : l'évolution du score.
fairy-lights-hint-discard = vous défaussez { $cards }, { $bulbs ->
        [1] une ampoule
        [one] { $bulbs } ampoule
       *[other] { $bulbs } ampoules
    } en tout, { $change }
# Raison du conseil : ce que la prise laisse dans la boutique au joueur suivant, nommé comme sujet (« Bob trouvera », qui se dit aussi bien avec « Joueur 2 », jamais « pour Bob »). $count : cartes laissées ; $stars : leurs étoiles ; $player : le nom du joueur suivant.
fairy-lights-hint-shop-left = { $count ->
        [0] { $player } trouvera la boutique vide
        [1] { $player } trouvera dans la boutique une carte { $stars ->
            [0] sans étoile
            [1] d'une valeur d'une étoile
            [one] d'une valeur de { $stars } étoile
           *[other] d'une valeur de { $stars } étoiles
        }
        [one] { $player } trouvera dans la boutique { $count } carte { $stars ->
            [0] sans étoile
            [1] d'une valeur d'une étoile
            [one] d'une valeur de { $stars } étoile
           *[other] d'une valeur de { $stars } étoiles
        }
       *[other] { $player } trouvera dans la boutique { $count } cartes { $stars ->
            [0] sans étoile
            [1] d'une valeur d'une étoile
            [one] d'une valeur de { $stars } étoile
           *[other] d'une valeur de { $stars } étoiles
        }
    }
# Raison du conseil : la prise laisse dans la boutique des cartes qui feraient défausser au joueur suivant des cartes non marquées, s'il les prenait. Le joueur suivant est le sujet (« Joueur 2 trouvera », jamais « pour Joueur 2 »). $trap : ces cartes (« 3 cartes bleues ») ; $count : leur nombre ; $owned : les cartes non marquées de cette couleur du joueur suivant (« 2 cartes bleues ») ; $player : le nom du joueur suivant.
fairy-lights-hint-shop-trap = { $player } trouvera dans la boutique { $trap }, un piège, car { $count ->
        [one] la prendre
       *[other] les prendre
    } lui ferait défausser { $owned } de sa collection
# Raison de piocher la dernière carte de la pioche quand vous menez : la partie se termine alors avec votre prise. $player : le nom du meilleur adversaire ; $mine, $theirs : votre score et le sien maintenant.
fairy-lights-hint-last-card = vous retournez la dernière carte de la pioche, la partie se termine donc avec votre prise, alors que vous menez { $mine } à { $theirs } contre { $player }
# Raison de piocher : la boutique est vide, il n'y a rien à prendre.
fairy-lights-hint-empty-shop = la boutique est vide, il n'y a rien à prendre
# Raison de piocher : aucune couleur de la boutique ne ferait monter votre score.
fairy-lights-hint-no-take = aucune couleur de la boutique ne ferait encore monter votre score
# Raison de piocher : une prise rapporterait déjà, mais une boutique plus garnie devrait rapporter plus ; le gain de la prise vient d'abord (« plus que le point de la meilleure prise » s'entendait « l'intérêt de la prise »). $best : ce que la meilleure prise ajouterait à votre score maintenant, en points (comme le dit l'option).
fairy-lights-hint-grow = la meilleure prise actuelle ne ferait monter votre score { $best ->
        [one] que d'un point
       *[other] que de { $best } points
    }, une boutique plus garnie devrait rapporter plus
# Raison de piocher : le risque de griller. $risky : cartes de la pioche qui font griller ; $left : cartes de la pioche ; $percent : le risque ; $colour : la couleur qui fait griller ; $small : yes quand le risque est de moins d'une chance sur quatre (dit alors « n'est que »), sinon no.
fairy-lights-hint-risk = { $risky ->
        [0] aucune carte de la pioche ne peut vous faire griller
       *[other] le risque de griller { $small ->
            [yes] n'est que
           *[no] est
        } { $risky ->
            [1] d'une chance
           *[other] de { $risky } chances
        } sur { $left }, soit { $percent }
    }
# Raison de piocher quand toutes les cartes de la pioche font griller : la pioche ne prend rien. $take : no quand aucune couleur de la boutique ne ferait monter votre score, yes quand la meilleure prise le ferait ($best points, comme le dit l'option).
fairy-lights-hint-sure-bust = vous grillez à coup sûr, donc vous ne prenez rien { $take ->
        [yes] et laissez la boutique telle quelle, plutôt que de marquer tout de suite { $best ->
            [one] un point
           *[other] { $best } points
        } avec la meilleure prise
       *[no] sans rien perdre, car aucune couleur de la boutique ne ferait encore monter votre score
    }
# H, quand la prise conseillée laisse passer une autre prise qui ferait monter davantage le score tout de suite (sixty-one-hint-passes de Sixty-One, avec les chiffres de Fairy Lights). $what : les cartes de cette autre prise (fairy-lights-hint-taken) ; $sure : les points qu'elle ajoute tout de suite ; $measure : points (en cours de partie : $theirs et $ours sont le bilan en étoiles de cette prise et de celle du conseil, au dixième, comme les dit Maj+H) ou wins (les dernières cartes : les chances de gagner, common-percent) ; $verdict : worse, ou even quand les deux chiffres se disent pareil (« au même bilan de moins 0,6 étoile » : « autant au bilan, moins 0,6 étoile » s'entendait comme une soustraction).
fairy-lights-hint-passes = prendre { $what } ferait monter votre score { $sure ->
        [1] d'un point
        [one] de { $sure } point
       *[other] de { $sure } points
    } tout de suite, { $measure ->
        [wins] { $verdict ->
            [worse] mais ne vous donnerait que { $theirs } de chances de gagner la partie, contre { $ours }
           *[even] mais ne vous donnerait pas plus de chances de gagner la partie, { $ours }, le robot difficile garde donc son coup
        }
       *[points] { $verdict ->
            [worse] mais vaudrait { $theirs ->
                [1] une étoile
                [one] { $theirs } étoile
               *[other] { $theirs } étoiles
            } au bilan, contre { $ours }
           *[even] mais reviendrait au même bilan de { $ours ->
                [1] une étoile
                [one] { $ours } étoile
               *[other] { $ours } étoiles
            }, le robot difficile garde donc son coup
        }
    }

## Plein écran : la table dessinée

# La clé des codes des cartes, écrite une fois sur la table : A et E tels que fairy-lights-draw-bulbs et fairy-lights-draw-stars les écrivent.
fairy-lights-draw-key = A pour ampoules, E pour étoiles
# Le nombre de cartes de la pioche sur sa ligne, en surbrillance quand piocher est l'option choisie.
fairy-lights-draw-left = { $left ->
    [1] une restante
    [one] { $left } restante
   *[other] { $left } restantes
}
# Deux lettres pour une couleur : la couleur n'est jamais le seul signe.
fairy-lights-draw-letter = { $colour ->
    [red] Ro
    [yellow] Ja
    [green] Ve
    [blue] Bl
   *[purple] Vi
}
# Titre de la boutique : cartes piochées ce tour-ci.
fairy-lights-draw-shop = Boutique, piochées { $draws }
# Titre de la pioche : cartes restantes et défaussées.
fairy-lights-draw-deck = Pioche : { $left ->
    [1] une restante
    [one] { $left } restante
   *[other] { $left } restantes
}, défausse { $discarded }
# Devant les cartes en jeu, puis devant les cartes marquées.
fairy-lights-draw-unbanked = Non marquées
# Devant les cartes marquées.
fairy-lights-draw-banked = Marquées
# Titre des totaux des joueurs.
fairy-lights-draw-points = Étoiles
# Titre de la boutique sur un écran étroit, avec le risque de la prochaine pioche : cartes de la pioche qui vous feraient griller ($risky) sur celles qui restent ($left).
fairy-lights-draw-shop-risk = Boutique, piochées { $draws }, { $left ->
    [0] pioche vide
   *[other] { $risky ->
        [0] aucun risque
       *[other] risque { $risky } sur { $left }
    }
}
# Les ampoules d'une carte (ou le total d'une couleur) sur un écran étroit, avant ses étoiles : le A de « Ro A2 E1 ».
fairy-lights-draw-bulbs = A{ $bulbs }
# Ses étoiles : le E de « Ro A2 E1 ».
fairy-lights-draw-stars = E{ $stars }
# Titre des cartes marquées d'un joueur sur un écran étroit, où elles forment une zone à part.
fairy-lights-draw-banked-of = { $player } : marquées
