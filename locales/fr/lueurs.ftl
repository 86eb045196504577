## 16 lueurs d'hiver (identifiant « lueurs ») : tout ce que dit le jeu.
## Les mots du jeu : Grelots, guirlandes, ampoules, bourses, Oiseau chanteur, Nichoirs,
## Gâteaux (kouglof, biscuits), Bonhommes de neige, Écureuil.

# Nom du jeu dans le menu.
lueurs-name = 16 lueurs d'hiver
# Une phrase pour le menu des jeux.
lueurs-summary = Un jeu hivernal de dés et de crayon, de 1 à 6 joueurs : inscrivez des paires de dés dans cinq zones et allumez seize ampoules ; le joueur qui a le plus de Grelots gagne.

# Un joueur complément d'une phrase, premier de sa liste (« barrée pour Bob et vous »).
lueurs-whom = { $you ->
    [yes] vous
   *[no] { $player }
}
# Le même après le premier de la liste (l'espagnol y répète sa préposition devant « ti » :
# « para Bob y para ti »).
lueurs-whom-after = { $you ->
    [yes] vous
   *[no] { $player }
}

## Zones, guirlandes, gâteaux, bourses

# Nom d'une zone, seul, comme dans une liste d'options.
lueurs-zone-bird = Oiseau chanteur
# Nom d'une zone.
lueurs-zone-birdhouses = Nichoirs
# Nom d'une zone.
lueurs-zone-cakes = Gâteaux
# Nom d'une zone.
lueurs-zone-snowmen = Bonhommes de neige
# Nom d'une zone.
lueurs-zone-squirrel = Écureuil
# Une zone dans une phrase (« Vous avez complété l'Oiseau chanteur »).
lueurs-item-bird = l'Oiseau chanteur
# Une zone dans une phrase.
lueurs-item-birdhouses = les Nichoirs
# Une zone dans une phrase.
lueurs-item-cakes = les Gâteaux
# Une zone dans une phrase.
lueurs-item-snowmen = les Bonhommes de neige
# Une zone dans une phrase.
lueurs-item-squirrel = l'Écureuil
# Une guirlande dans une phrase.
lueurs-item-red = la guirlande rouge
# Une guirlande dans une phrase.
lueurs-item-yellow = la guirlande jaune
# Une guirlande dans une phrase.
lueurs-item-green = la guirlande verte
# Une guirlande dans une phrase.
lueurs-item-purple = la guirlande violette
# Une guirlande dans une phrase.
lueurs-item-blue = la guirlande bleue
# Une bourse de Grelots, gagnée en complétant sa zone ou sa guirlande (aussi en début de ligne).
lueurs-bag-bird = Bourse de l'Oiseau chanteur
# Une bourse de Grelots.
lueurs-bag-birdhouses = Bourse des Nichoirs
# Une bourse de Grelots.
lueurs-bag-cakes = Bourse des Gâteaux
# Une bourse de Grelots.
lueurs-bag-snowmen = Bourse des Bonhommes de neige
# Une bourse de Grelots.
lueurs-bag-squirrel = Bourse de l'Écureuil
# Une bourse de Grelots.
lueurs-bag-red = Bourse de la guirlande rouge
# Une bourse de Grelots.
lueurs-bag-yellow = Bourse de la guirlande jaune
# Une bourse de Grelots.
lueurs-bag-green = Bourse de la guirlande verte
# Une bourse de Grelots.
lueurs-bag-purple = Bourse de la guirlande violette
# Une bourse de Grelots.
lueurs-bag-blue = Bourse de la guirlande bleue
# Couleur de la guirlande 1 (allumée par un 1), adjectif au féminin (ampoule, guirlande).
lueurs-colour-red = rouge
# Couleur de la guirlande 2.
lueurs-colour-yellow = jaune
# Couleur de la guirlande 3.
lueurs-colour-green = verte
# Couleur de la guirlande 4.
lueurs-colour-purple = violette
# Couleur de la guirlande 5.
lueurs-colour-blue = bleue
# Une guirlande comme titre.
lueurs-garland-name-red = Guirlande rouge
# Une guirlande comme titre.
lueurs-garland-name-yellow = Guirlande jaune
# Une guirlande comme titre.
lueurs-garland-name-green = Guirlande verte
# Une guirlande comme titre.
lueurs-garland-name-purple = Guirlande violette
# Une guirlande comme titre.
lueurs-garland-name-blue = Guirlande bleue
# Une ampoule, option de la dernière étape.
lueurs-bulb-name-red = Ampoule rouge
# Une ampoule.
lueurs-bulb-name-yellow = Ampoule jaune
# Une ampoule.
lueurs-bulb-name-green = Ampoule verte
# Une ampoule.
lueurs-bulb-name-purple = Ampoule violette
# Une ampoule.
lueurs-bulb-name-blue = Ampoule bleue
# Un gâteau comme titre dans la relecture de la fiche.
lueurs-cake-title-kouglof = Kouglof
# Un gâteau comme titre.
lueurs-cake-title-biscuit-1 = Biscuit 1
# Un gâteau comme titre.
lueurs-cake-title-biscuit-2 = Biscuit 2
# Le gâteau dont les nombres montent depuis le bas.
lueurs-cake-kouglof = le kouglof
# Le premier biscuit, dont les nombres descendent depuis le bas.
lueurs-cake-biscuit-1 = le biscuit 1
# Le second biscuit.
lueurs-cake-biscuit-2 = le biscuit 2
# Le pouvoir qui ajoute 1 à un dé.
lueurs-power-plus = plus 1
# Le pouvoir qui retire 1 à un dé.
lueurs-power-minus = moins 1
# Un usage de pouvoir : « +1 sur le 3 ».
lueurs-power-on = { $power } sur le { $value }
# Les pouvoirs utilisés ce tour, en liste.
lueurs-powers-used = { $uses }
# État d'une bourse encore à gagner.
lueurs-bag-state-open = encore à prendre
# État d'une bourse gagnée.
lueurs-bag-state-circled = entourée, gagnée
# État d'une bourse perdue.
lueurs-bag-state-crossed = barrée

## Ce qu'un tour inscrit

# Deux cases de l'Oiseau chanteur cochées.
lueurs-place-bird = cases { $first } et { $second }
# Le nichoir coché.
lueurs-place-birdhouses = ligne { $row }, colonne { $column }
# Les deux nombres dans un même gâteau, le premier en dessous.
lueurs-place-cake-one = { $first } puis { $second } dans { $cake }
# Un nombre dans chacun de deux gâteaux.
lueurs-place-cake-two = { $first } dans { $cake } et { $second } dans { $other }
# Le bonhomme de neige coché.
lueurs-place-snowmen = somme { $sum }
# Le domino posé, moitié gauche puis moitié droite.
lueurs-place-squirrel = emplacement { $space }, { $left } à gauche et { $right } à droite
# Ce qui a été inscrit : zone, place, valeur annoncée des jokers, Grelots gagnés.
lueurs-record = { $zone }, { $place }{ $jokers ->
    [0] {""}
    [one] , joker valant { $values }
   *[other] , jokers valant { $values }
}{ $known ->
    [yes] { $points ->
        [0] {""}
        [one] , { $points } Grelot de plus
       *[other] , { $points } Grelots de plus
    }
   *[other] {""}
}
# Un tour sans paire inscrite.
lueurs-record-nothing = rien d'inscrit
# L'ampoule cochée et le remplissage de sa guirlande.
lueurs-bulb-lit = ampoule { $colour }, { $lit ->
    [1] une allumée
    [one] { $lit } allumée
   *[other] { $lit } allumées
} sur { $size }
# L'ampoule choisie, avant d'être cochée.
lueurs-bulb-colour = ampoule { $colour }
# Une paire de dés et ce qu'allume le troisième.
lueurs-pair = { $first } et { $second }{ $jokers ->
    [0] {""}
    [one] , avec un joker
   *[other] , deux jokers
} ; { $free ->
    [yes] le { $die } allume la guirlande de votre choix
   *[other] le { $die } allume une ampoule { $colour }
}

## Le choix du coup : questions

# Première étape quand un pouvoir est débloqué (les dés viennent d'être annoncés ; D les redit).
lueurs-step-powers = Utiliser un pouvoir ?
# Choix de la paire ; chaque option nomme la paire et le dé qui reste pour une ampoule.
lueurs-step-pair = Quelle paire inscrivez-vous ?
# Choix de la zone.
lueurs-step-zone = Où inscrivez-vous { $first } et { $second } ?
# Choix des deux cases de l'Oiseau chanteur.
lueurs-step-boxes = Quelles cases de l'Oiseau chanteur ?
# Choix de la première case (paire avec joker).
lueurs-step-box = Première case de l'Oiseau chanteur, la plus proche de l'oiseau ?
# Choix de la seconde case.
lueurs-step-other-box = Seconde case de l'Oiseau chanteur ?
# Choix du nichoir (paire avec joker).
lueurs-step-cell = Quel nichoir ?
# Choix des gâteaux et de l'ordre.
lueurs-step-cake-write = Quels gâteaux, dans quel ordre ?
# Choix des gâteaux (paire avec joker).
lueurs-step-cakes = Quels gâteaux ?
# Gâteaux avec un joker : le nombre écrit dans le premier chou.
lueurs-step-first-value = Quel nombre en premier ?
# Gâteaux avec un joker : le nombre écrit dans le second chou.
lueurs-step-second-value = Et le second nombre ?
# Choix du bonhomme de neige (paire avec joker).
lueurs-step-sum = Quel bonhomme de neige ?
# Choix de l'emplacement et du sens du domino.
lueurs-step-domino = Où va le domino ?
# Choix de l'emplacement du domino (paire avec joker).
lueurs-step-space = Quel emplacement pour le domino ?
# Écureuil avec un joker : le nombre de la moitié gauche du domino.
lueurs-step-left-half = Quel nombre sur la moitié gauche ?
# Écureuil avec un joker : le nombre de la moitié droite du domino.
lueurs-step-right-half = Et sur la moitié droite ?
# Dernière étape : l'ampoule ; $die vaut 0 quand rien n'est inscrit et que tout dé peut servir.
lueurs-step-bulb = { $die ->
    [0] Quelle ampoule cochez-vous, avec l'un des dés ?
   *[other] Quelle ampoule le { $die } allume-t-il ?
}

## Le choix du coup : options

# Étape des pouvoirs : aucun.
lueurs-opt-no-power = Aucun pouvoir
# Étape des pouvoirs : un usage et les dés obtenus.
lueurs-opt-powers = { $uses } : dés { $dice }
# Étape de la paire : ne rien inscrire.
lueurs-opt-skip = Ne rien inscrire, seulement cocher une ampoule
# Une zone où la paire a plusieurs places, et combien.
lueurs-opt-zone = { $zone }, { $count ->
    [1] une possibilité
    [one] { $count } possibilité
   *[other] { $count } possibilités
}
# La seule zone où va la paire, prise pour le joueur, et combien de places elle y a.
lueurs-taken-zone = { $zone } (seule zone possible) : { $count ->
    [1] une possibilité.
    [one] { $count } possibilité.
   *[other] { $count } possibilités.
}
# Une zone où la paire n'a qu'une place possible.
lueurs-opt-zone-place = { $zone } : { $place }{ $points ->
    [0] {""}
    [one] , { $points } Grelot de plus
   *[other] , { $points } Grelots de plus
}
# Une place complète et les Grelots qu'elle rapporte maintenant.
lueurs-opt-place = { $place }{ $points ->
    [0] {""}
    [one] , { $points } Grelot de plus
   *[other] , { $points } Grelots de plus
}
# Une case de l'Oiseau chanteur pour le joker.
lueurs-opt-box = Case { $box }, porte le { $value }, vaut { $grelots ->
    [one] { $grelots } Grelot
   *[other] { $grelots } Grelots
}
# La seconde case.
lueurs-opt-other-box = Case { $box }, porte le { $value }{ $points ->
    [0] {""}
    [one] , { $points } Grelot de plus
   *[other] , { $points } Grelots de plus
}
# Les deux nombres dans un même gâteau.
lueurs-opt-cakes-one = Les deux dans { $cake }
# Un nombre dans chacun de deux gâteaux.
lueurs-opt-cakes-two = L'un dans { $cake }, l'autre dans { $other }
# Un emplacement de l'Écureuil.
lueurs-opt-space = Emplacement { $space }{ $centre ->
    [yes] , la flèche au centre
   *[other] {""}
}
# Gâteaux avec un joker : un nombre pour le premier chou, dans son gâteau.
lueurs-opt-first-value = { $value } dans { $cake }
# Écureuil avec un joker : un nombre pour la moitié gauche du domino.
lueurs-opt-left-half = { $value } à gauche
# Les nombres du domino.
lueurs-opt-halves = { $left } à gauche, { $right } à droite{ $points ->
    [0] {""}
    [one] , { $points } Grelot de plus
   *[other] , { $points } Grelots de plus
}
# Une ampoule : le remplissage de sa guirlande et ce que la compléter rapporte ; $newpower vaut no quand le joueur a déjà ce pouvoir.
lueurs-opt-bulb = { $name }, { $lit ->
    [1] une allumée
    [one] { $lit } allumée
   *[other] { $lit } allumées
} sur { $size }{ $completes ->
    [yes] {"\u00A0"}: complète la guirlande{ $newpower ->
        [yes] , pouvoir { $power }
       *[other] {""}
    }{ $bag ->
        [0] , bourse déjà barrée
       *[other] , bourse de { $bag ->
           [one] { $bag } Grelot
          *[other] { $bag } Grelots
       }
    }{ $ends ->
        [yes] . Votre quatrième guirlande complète : la partie s'arrête après ce tour
       *[other] {""}
    }
   *[other] {""}
}

## Pourquoi une option n'est pas proposée

# Une paire qui ne va nulle part.
lueurs-why-pair = { $first } et { $second } ne vont dans aucune zone.
# Oiseau chanteur plein.
lueurs-why-bird-full = L'Oiseau chanteur est plein.
# Une seule case libre.
lueurs-why-bird-one-box = L'Oiseau chanteur n'a plus qu'une case libre ; une paire en demande deux.
# Aucune case libre ne montre cette valeur.
lueurs-why-bird-value = Plus aucune case libre de l'Oiseau chanteur ne porte le { $value }.
# Un double dont la valeur n'est plus que sur une case libre.
lueurs-why-bird-same = Une seule case libre de l'Oiseau chanteur porte le { $value }.
# Nichoirs pleins.
lueurs-why-birdhouses-full = Tous les nichoirs sont cochés.
# Paire avec joker : tous ses nichoirs sont pris.
lueurs-why-birdhouses-joker = Tous les nichoirs que cette paire peut désigner sont déjà cochés.
# La règle des Nichoirs.
lueurs-why-birdhouses-dice = Les Nichoirs demandent un dé de 1 à 3 et un dé de 4 à 6.
# Le nichoir désigné est pris.
lueurs-why-birdhouses-taken = Le nichoir ligne { $row }, colonne { $column } est déjà coché.
# Gâteaux pleins.
lueurs-why-cakes-full = Toutes les fumées des gâteaux sont remplies.
# Aucun gâteau ne prend la paire ; $needs dit ce que chaque gâteau accepte.
lueurs-why-cakes-order = Aucun gâteau ne prend { $first } et { $second } : { $needs }.
# Un gâteau plein.
lueurs-cake-need-full = { $cake } est plein
# Un gâteau vide.
lueurs-cake-need-any = { $cake } prend n'importe quel nombre
# Le kouglof monte.
lueurs-cake-need-above = { $cake } demande plus de { $value }
# Les biscuits descendent.
lueurs-cake-need-below = { $cake } demande moins de { $value }
# Bonshommes pleins.
lueurs-why-snowmen-full = Tous les bonhommes de neige sont cochés.
# Paire avec joker : toutes les sommes prises.
lueurs-why-snowmen-joker = Toutes les sommes que cette paire peut faire sont déjà cochées.
# Le bonhomme de la somme est pris.
lueurs-why-snowmen-taken = Le bonhomme de neige du { $sum } est déjà coché.
# Écureuil plein.
lueurs-why-squirrel-full = La rangée de l'Écureuil est pleine.
# Les nombres que demandent les bouts de la rangée.
lueurs-why-squirrel-ends = Un nouveau domino doit montrer { $values } du côté qui touche la rangée.
# Une guirlande pleine.
lueurs-why-bulb-full = La guirlande { $colour } est complète.
# Une guirlande que le dé n'allume pas.
lueurs-why-bulb-colour = { $die ->
    [0] Aucun dé n'allume { $garland }.
   *[other] Le { $die } n'allume pas { $garland } : seul un 6, ou un dé dont la guirlande est complète, laisse le choix.
}

# Étape des pouvoirs : pourquoi certains usages manquent.
lueurs-why-powers = Un 6 ne peut pas monter et un 1 ne peut pas descendre ; chaque pouvoir une fois par tour, sur deux dés différents ; les usages qui donnent les mêmes dés qu'une autre option ne sont proposés qu'une fois.
# Étape de l'Oiseau chanteur : les cases proposées.
lueurs-why-boxes = Seules les cases libres de l'Oiseau chanteur qui portent les valeurs de la paire sont proposées ; un joker prend n'importe quelle case libre.
# Étape des Nichoirs.
lueurs-why-cell = Seuls les nichoirs vides que la paire peut désigner sont proposés.
# Étape des Bonhommes de neige.
lueurs-why-sum = Seuls les bonhommes de neige vides dont la paire peut faire la somme sont proposés.
# Étapes des Gâteaux : ce que prend chaque gâteau.
lueurs-why-cakes = Chaque gâteau ne prend que ceci : { $needs }.
# Étape de l'Écureuil, premier domino.
lueurs-why-squirrel-first = Le premier domino va sur la flèche, l'emplacement 3, dans le sens de votre choix.

## Annonces

# Le lancer, au début d'un tour.
lueurs-rolled = Tour { $turn } : { $dice }.
# Des 6 dans le lancer.
lueurs-dice-jokers = { $count ->
    [one] Le 6 est un joker.
   *[other] Les 6 sont des jokers.
}
# Un double naturel : chaque fiche coche une case de double. $alone : yes quand on joue en solo.
lueurs-double = { $alone ->
    [yes] Double ! Vous cochez une case de double : 1 Grelot.
   *[no] Double ! Chacun coche une case de double : 1 Grelot.
}
# Les 12 cases de double du joueur sont déjà cochées.
lueurs-double-full = { $you ->
    [yes] Vos 12 cases de double sont déjà cochées.
   *[no] { $player } a déjà coché ses 12 cases de double.
}
# Après le choix : le tour reste secret pendant que les autres choisissent.
lueurs-kept = Votre choix reste secret jusqu'à ce que tout le monde ait choisi ; { $count ->
    [one] reste à choisir
   *[other] restent à choisir
} : { $waiting }.
# Un autre joueur a choisi (mode détaillé).
lueurs-chose = { $player } a choisi.
# Un tour, en entier.
lueurs-played = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $record } ; { $bulb }.
# Un tour avec pouvoirs, en entier.
lueurs-played-powers = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $powers } ; { $record } ; { $bulb }.
# Le tour d'un autre joueur, en bref.
lueurs-played-brief = { $player } : { $zone }, ampoule { $colour }.
# Une zone complétée.
lueurs-completed-zone = { $you ->
    [yes] Vous complétez
   *[no] { $player } complète
} { $item }{ $won ->
    [yes] {" "}et { $you ->
        [yes] entourez
       *[no] entoure
    } sa bourse : { $grelots ->
        [one] { $grelots } Grelot
       *[other] { $grelots } Grelots
    } !
   *[other] , mais cette bourse était déjà barrée.
}
# Une guirlande complétée ; $newpower vaut no quand le joueur avait déjà son pouvoir (une deuxième guirlande du même pouvoir n'apporte rien de plus).
lueurs-completed-garland = { $you ->
    [yes] Vous allumez
   *[no] { $player } allume
} toute { $item }{ $newpower ->
    [yes] {"\u00A0"}: pouvoir { $power } débloqué
   *[other] {""}
}{ $won ->
    [yes] {"\u00A0"}; bourse entourée, { $grelots ->
        [one] { $grelots } Grelot
       *[other] { $grelots } Grelots
    } !
   *[other] {"\u00A0"}; sa bourse était déjà barrée.
}
# Des bourses que d'autres ne peuvent plus gagner.
lueurs-bags-crossed = { $you ->
    [yes] { $bag } : vous la barrez sur votre fiche.
   *[no] { $bag } : barrée pour { $players }.
}
# La fin de partie.
lueurs-four-garlands = Quatre guirlandes complètes pour { $players } : c'était le dernier tour.

## Touches D, S, T, W, L

# Pas encore de lancer.
lueurs-no-dice = Les dés n'ont pas encore été lancés.
# D : les dés.
lueurs-dice = Tour { $turn }, dés { $dice }.
# D : un double naturel.
lueurs-dice-double = Un double naturel.
# D : les pouvoirs du joueur.
lueurs-dice-powers = Vos pouvoirs : { $powers }.
# S : un total.
lueurs-score-total = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Une ligne du tableau de score.
lueurs-score-item = { $row } { $points }
# Maj+S et la fin : tout un tableau de score.
lueurs-score-detail = { $you ->
    [yes] Vous
   *[no] { $player }
}, { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
} : { $items }.
# Tableau de score, ligne 1 : doubles cochés et bourses entourées.
lueurs-row-bonus = doubles et bourses
# Ligne du tableau de score.
lueurs-row-bird = Oiseau chanteur
# Ligne du tableau de score.
lueurs-row-birdhouses = Nichoirs
# Ligne du tableau de score.
lueurs-row-cakes = Gâteaux
# Ligne du tableau de score.
lueurs-row-snowmen = Bonhommes de neige
# Ligne du tableau de score.
lueurs-row-squirrel = Écureuil
# T : partie finie.
lueurs-turn-over = La partie s'est terminée au tour { $turn }.
# T : entre deux tours.
lueurs-turn-rolling = Les dés du tour { $turn } vont être lancés.
# T : joueurs qui choisissent encore ($waiting, vous en dernier ; $count : combien) ; $you vaut yes s'il ne reste que vous.
lueurs-turn-choosing = { $you ->
    [yes] Tour { $turn } ; à vous de choisir.
   *[no] { $count ->
        [one] Tour { $turn } ; { $waiting } doit encore choisir.
       *[other] Tour { $turn } ; choix en attente : { $waiting }.
    }
}
# T : la fin approche-t-elle (quatre guirlandes complètes) ?
lueurs-turn-garlands = { $count ->
    [0] Aucune guirlande complète pour l'instant.
   *[other] { $you ->
        [yes] Vous menez avec { $count ->
            [1] une guirlande complète
            [one] { $count } guirlande complète
           *[other] { $count } guirlandes complètes
        } sur 4.
        [solo] Vous avez { $count ->
            [1] une guirlande complète
            [one] { $count } guirlande complète
           *[other] { $count } guirlandes complètes
        } sur 4.
       *[no] En tête : { $players }, avec { $count ->
            [1] une guirlande complète
            [one] { $count } guirlande complète
           *[other] { $count } guirlandes complètes
        } sur 4.
    }
}
# W : une place à la table.
lueurs-table-seat = { $you ->
    [yes] Vous
   *[no] { $player }
} : { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}, { $full ->
    [0] aucune guirlande complète
    [1] une guirlande complète
    [one] { $full } guirlande complète
   *[other] { $full } guirlandes complètes
}, { $lit ->
    [0] aucune ampoule allumée
    [1] une ampoule allumée
    [one] { $lit } ampoule allumée
   *[other] { $lit } ampoules allumées
} sur 16{ $held ->
    [0] {""}
    [one] , pouvoir { $powers }
   *[other] , pouvoirs { $powers }
}{ $status }.
# W : hors d'un tour.
lueurs-status-none = {""}
# W : choisit encore.
lueurs-status-choosing = , en train de choisir
# W : a choisi.
lueurs-status-chosen = , a choisi
# L : pouvoirs disponibles.
lueurs-legal-powers = { $count ->
    [0] Vos pouvoirs ne changent rien à ces dés.
    [one] Vos pouvoirs donnent une autre façon de changer les dés.
   *[other] Vos pouvoirs donnent { $count } autres façons de changer les dés.
}
# L : une paire et ses zones.
lueurs-legal-pair = { $pair } : { $zones }.
# L : ne rien inscrire. $colours : les ampoules qu'on peut cocher, une liste en « ou » de lueurs-colour (« rouge, verte ou bleue »).
lueurs-legal-skip = Ou ne rien inscrire et seulement cocher une ampoule { $colours }.

## La fin

# Fin en solo.
lueurs-final-solo = Score final : { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Vainqueur ou victoire partagée.
lueurs-final-winners = { $count ->
    [one] { $you ->
        [yes] Vous gagnez
       *[no] { $players } gagne
    } avec { $total ->
        [one] { $total } Grelot
       *[other] { $total } Grelots
    }.
   *[other] Victoire partagée entre { $players }, avec { $total ->
        [one] { $total } Grelot
       *[other] { $total } Grelots
    } chacun.
}
# Solo : le score de la partie et le meilleur à ce jour.
lueurs-best-score = { $new ->
    [yes] Nouveau record !
   *[no] Votre record : { $best ->
        [one] { $best } Grelot.
       *[other] { $best } Grelots.
    }
}

## Touches du jeu (F1)

# Touche G.
lueurs-key-garlands = Vos guirlandes : ampoules allumées et restantes, pouvoirs, bourses.
# Touche B.
lueurs-key-bags = Vos bourses de Grelots : à prendre, entourées ou barrées.

# Touches 1 à 6 à l'étape de la paire.
lueurs-key-garland-die = À l'étape de la paire : garder ce dé pour la guirlande et inscrire les deux autres.
# Un chiffre pressé à l'étape de la paire quand aucune paire proposée ne laisse ce dé.
lueurs-no-pair-for-die = Aucune paire proposée ne laisse un { $die } pour la guirlande.

## Relecture de la fiche (C, Maj+C)

# Haut d'une fiche.
lueurs-tree-sheet = { $you ->
    [yes] Votre fiche
   *[no] { $player }
} : { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Les guirlandes.
lueurs-tree-garlands = Guirlandes complètes : { $full } sur 5, { $lit ->
    [0] aucune ampoule allumée
    [1] une ampoule allumée
    [one] { $lit } ampoule allumée
   *[other] { $lit } ampoules allumées
} sur { $bulbs }.
# Une guirlande.
lueurs-tree-garland = { $name }, dé { $die } : { $lit ->
    [0] aucune ampoule allumée
    [1] une ampoule allumée
    [one] { $lit } ampoule allumée
   *[other] { $lit } ampoules allumées
} sur { $size }, il en reste { $left } ; pouvoir { $power } { $unlocked ->
    [yes] débloqué
   *[other] verrouillé
} ; bourse de { $bag ->
    [one] { $bag } Grelot
   *[other] { $bag } Grelots
} { $state }.
# Cases de double.
lueurs-tree-doubles = Cases de double : { $count ->
    [0] aucune cochée
    [1] une cochée
    [one] { $count } cochée
   *[other] { $count } cochées
} sur { $boxes }, { $count ->
    [one] { $count } Grelot
   *[other] { $count } Grelots
}.
# L'Oiseau chanteur.
lueurs-tree-bird = Oiseau chanteur : { $ticked ->
    [1] une case cochée
    [one] { $ticked } case cochée
   *[other] { $ticked } cases cochées
} sur 12, { $run ->
    [0] aucune case d'affilée depuis l'oiseau
    [1] une case d'affilée depuis l'oiseau
    [one] { $run } case d'affilée depuis l'oiseau
   *[other] { $run } cases d'affilée depuis l'oiseau
}, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
} ; bourse { $state }.
# Une case de l'Oiseau chanteur.
lueurs-tree-bird-box = Case { $box } : porte le { $value }, vaut { $grelots ->
    [one] { $grelots } Grelot
   *[other] { $grelots } Grelots
}, { $ticked ->
    [yes] cochée
   *[other] vide
}.
# Les Nichoirs.
lueurs-tree-birdhouses = Nichoirs : { $ticked ->
    [one] { $ticked } coché
   *[other] { $ticked } cochés
} sur 9{ $rowcount ->
    [0] {""}
   *[other] , lignes complètes { $rows }
}{ $columncount ->
    [0] {""}
   *[other] , colonnes complètes { $columns }
}, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
} ; bourse { $state }. Les lignes valent 6, 7, 8 ; les colonnes 4, 5, 6 valent 8, 7, 6.
# Une ligne de nichoirs.
lueurs-tree-house-row = Ligne { $row } : { $ticked } sur 3 ; complète, elle vaut { $grelots }.
# Un nichoir.
lueurs-tree-house-cell = Ligne { $row }, colonne { $column } : { $ticked ->
    [yes] nichoir coché
   *[other] nichoir vide
}. La colonne vaut { $grelots }.
# Les Gâteaux.
lueurs-tree-cakes = Gâteaux : { $puffs ->
    [1] une fumée remplie
    [one] { $puffs } fumée remplie
   *[other] { $puffs } fumées remplies
} sur { $size }, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
} ; bourse { $state }.
# Un gâteau.
lueurs-tree-cake = { $cake }, { $rising ->
    [yes] montant
   *[other] descendant
} : { $count ->
    [0] vide
   *[other] { $written }
}, { $count } sur { $size } ; { $need }.
# Une fumée, depuis le bas.
lueurs-tree-puff = Fumée { $puff } : { $value ->
    [0] vide
   *[other] { $value }
}, vaut { $grelots }.
# Les Bonhommes de neige.
lueurs-tree-snowmen = Bonhommes de neige : { $ticked ->
    [one] { $ticked } coché
   *[other] { $ticked } cochés
} sur { $size }, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
} ; bourse { $state }.
# Un bonhomme de neige.
lueurs-tree-snowman = Somme { $sum } : vaut { $grelots }, { $ticked ->
    [yes] cochée
   *[other] vide
}.
# L'Écureuil.
lueurs-tree-squirrel = Écureuil : { $dominoes ->
    [one] { $dominoes } domino
   *[other] { $dominoes } dominos
} sur 5, { $points ->
    [one] { $points } Grelot
   *[other] { $points } Grelots
}{ $open ->
    [0] {""}
   *[other] , les bouts demandent { $ends }
} ; bourse { $state }.
# Un emplacement de l'Écureuil.
lueurs-tree-space = Emplacement { $space }{ $centre ->
    [yes] , la flèche
   *[other] {""}
} : { $placed ->
    [yes] { $left } à gauche et { $right } à droite
   *[other] vide
}, vaut { $grelots }.
# Les bourses.
lueurs-tree-bags = Bourses de Grelots : { $circled ->
    [0] aucune entourée
    [1] une entourée
    [one] { $circled } entourée
   *[other] { $circled } entourées
}, { $crossed ->
    [0] aucune barrée
    [1] une barrée
    [one] { $crossed } barrée
   *[other] { $crossed } barrées
}, { $open ->
    [0] aucune encore à prendre
    [1] une encore à prendre
   *[other] { $open } encore à prendre
}.
# Une bourse.
lueurs-tree-bag = { $bag }, { $grelots ->
    [one] { $grelots } Grelot
   *[other] { $grelots } Grelots
} : { $state }.
# Le tableau de score.
lueurs-tree-track = Tableau de score : { $total ->
    [one] { $total } Grelot
   *[other] { $total } Grelots
}.
# Une ligne du tableau avec le cumul.
lueurs-tree-track-row = { $row } : { $points }, cumul { $running }.

## Coups interdits (seulement depuis une sauvegarde abîmée ou une touche du jeu)

# Mauvais type d'action.
lueurs-illegal-not-now = Ce n'est pas le moment.
# Pas un des tours proposés.
lueurs-illegal-not-legal = Ce coup ne fait pas partie des coups permis.
# Un pouvoir pas encore débloqué.
lueurs-illegal-power-locked = Ce pouvoir n'est pas débloqué : complétez d'abord une guirlande qui le donne.
# Un pouvoir utilisé deux fois.
lueurs-illegal-power-once = Chaque pouvoir ne sert qu'une fois par tour.
# Un dé absent du lancer.
lueurs-illegal-no-such-die = Ces dés ne sont pas dans le lancer.
# +1 sur un 6 ou −1 sur un 1.
lueurs-illegal-power-no-wrap = Un 6 ne peut pas monter et un 1 ne peut pas descendre.
# Zone inconnue.
lueurs-illegal-no-such-zone = Cette zone n'existe pas.
# Règle de l'Oiseau chanteur.
lueurs-illegal-bird-rule = L'Oiseau chanteur demande deux cases libres, qui portent chacune un nombre de la paire.
# Règle des Nichoirs.
lueurs-illegal-birdhouses-rule = Les Nichoirs demandent un dé de 1 à 3 et un dé de 4 à 6, sur un nichoir vide.
# Règle des Gâteaux.
lueurs-illegal-cakes-rule = Le kouglof monte et les biscuits descendent, chaque nombre dans la fumée vide la plus basse.
# Règle des Bonhommes de neige.
lueurs-illegal-snowmen-rule = Cochez le bonhomme de neige encore vide qui porte la somme de la paire.
# Règle de l'Écureuil.
lueurs-illegal-squirrel-rule = Le premier domino va sur la flèche, les suivants à côté, les moitiés qui se touchent identiques.
# Pas de telle guirlande.
lueurs-illegal-no-such-garland = Il n'y a que cinq guirlandes.
# Guirlande pleine.
lueurs-illegal-garland-full = Cette guirlande est complète.
# Ampoule que le dé n'allume pas.
lueurs-illegal-bulb-colour = Ce dé n'allume pas cette guirlande.
# Mauvais lancer.
lueurs-illegal-bad-roll = Un lancer, ce sont trois dés de 1 à 6.

# Maj+H : ce que le robot difficile pense d'un coup : sa propre estimation de la fiche une fois le tour inscrit, arrondie (en solo, les Grelots attendus à la fin, tours restants compris ; contre des adversaires, les Grelots gagnés et les espoirs encore ouverts, donc pas un score final) ; $wins : inutilisé ici ("none").
lueurs-hint-expect = le robot difficile estime alors votre fiche à environ { $points } { $points ->
        [one] Grelot
       *[other] Grelots
    }
# Maj+H, un tour qui allume votre quatrième guirlande : la partie s'arrête après lui, le chiffre est donc le total final de votre fiche, bourses complétées ce tour-ci comprises. $total : ces Grelots.
lueurs-hint-expect-end = la partie s'arrête avec { $total } { $total ->
        [one] Grelot
       *[other] Grelots
    } sur votre fiche
# Maj+H contre des adversaires, un tour qui n'arrête pas la partie : la note que lui donne le robot difficile, en Grelots, qui compte les bourses disputées et, près de la fin, les chances de gagner la course jusqu'au bout (ce n'est donc pas un score que la fiche affichera). $points : cette note, arrondie ; $others : le nombre d'adversaires.
lueurs-hint-rated = le robot difficile l'estime à environ { $points } { $points ->
        [one] Grelot
       *[other] Grelots
    }, en tenant compte de la course contre { $others ->
        [1] votre adversaire
       *[other] vos adversaires
    }
# Conseil : un tour entier qui inscrit la paire. $record : la zone et la place (« Oiseau chanteur, cases 1 et 4 ») ; $colour : la couleur de l'ampoule allumée par le troisième dé.
lueurs-hint-move = { $record }, puis une ampoule { $colour }
# Conseil : un tour sans rien inscrire. $colour : la couleur de l'ampoule allumée.
lueurs-hint-nothing = n'inscrivez rien, puis une ampoule { $colour }
# Conseil : un tour qui commence par des pouvoirs. $uses : les pouvoirs utilisés (« plus 1 sur le 3 ») ; $turn : la suite du tour (lueurs-hint-move ou lueurs-hint-nothing).
lueurs-hint-powers = { $uses }, puis { $turn }
# Raison du conseil : les Grelots que la paire rapporte dans sa zone. $points : leur nombre.
lueurs-hint-gain = { $points ->
        [one] { $points } Grelot à la clé
       *[other] { $points } Grelots à la clé
    }
# Raison du conseil : la paire complète sa zone, dont la bourse n'est pas barrée (une zone à la bourse barrée ne rapporte rien de plus une fois complète, on n'en dit rien). $zone : la zone dans une phrase (« l'Écureuil ») ; $bag : les Grelots de sa bourse.
lueurs-hint-completes = vous complétez { $zone } et gagnez sa bourse de { $bag ->
        [one] { $bag } Grelot
       *[other] { $bag } Grelots
    }
# Raison du conseil : où l'ampoule mène sa guirlande. $colour : la couleur de la guirlande ; $lit : ampoules allumées après elle ; $size : les ampoules de la guirlande.
lueurs-hint-bulb = la guirlande { $colour } passe à { $lit ->
        [1] une ampoule allumée
        [one] { $lit } ampoule allumée
       *[other] { $lit } ampoules allumées
    } sur { $size }
# Raison du conseil : l'ampoule complète sa guirlande. $colour : sa couleur ; $bag : les Grelots de sa bourse, 0 si barrée ; $power : le pouvoir qu'elle débloque ; $newpower : yes si ce pouvoir est nouveau ; $ends : yes quand c'est la quatrième guirlande complète (la partie s'arrête après ce tour).
lueurs-hint-garland = vous complétez la guirlande { $colour }{ $bag ->
        [0] { $newpower ->
            [yes] {" "}et débloquez le pouvoir { $power }
           *[other] {""}
        }
       *[other] { $newpower ->
            [yes] , gagnez sa bourse de { $bag ->
                [one] { $bag } Grelot
               *[other] { $bag } Grelots
            } et débloquez le pouvoir { $power }
           *[other] {" "}et gagnez sa bourse de { $bag ->
                [one] { $bag } Grelot
               *[other] { $bag } Grelots
            }
        }
    }{ $ends ->
        [yes] , et c'est votre quatrième guirlande complète, ce qui arrête la partie après ce tour
       *[other] {""}
    }
# Raison du conseil après le tour qui allume votre quatrième guirlande : la partie s'arrête après lui, d'où le total final de votre fiche (bourses complétées ce tour-ci comprises), à côté du total du meilleur adversaire avant ce tour (son propre tour peut encore y ajouter). $total : vos Grelots à la fin ; $rivals : le nombre d'adversaires (0 en solo : seul votre total est dit) ; $theirs : les Grelots du meilleur adversaire ; $player : son nom.
lueurs-hint-standing = votre fiche finit à { $total } { $total ->
        [one] Grelot
       *[other] Grelots
    }{ $rivals ->
        [0] {""}
        [1] , quand { $player } en a { $theirs } avant ce tour
       *[other] , quand le meilleur des autres en a { $theirs } avant ce tour
    }
# Raison du conseil : l'Oiseau chanteur ne compte que la suite ininterrompue de cases cochées depuis l'oiseau ; la paire l'allonge. $boxes : sa longueur après la paire.
lueurs-hint-run = votre suite depuis l'oiseau passe à { $boxes ->
        [1] une case
        [one] { $boxes } case
       *[other] { $boxes } cases
    }

## Plein écran : la feuille dessinée

# Titre de la zone des dés.
lueurs-draw-turn = Tour { $turn }
# Titre des cases de doubles.
lueurs-draw-doubles = Doubles
# Titre de la feuille d'un autre joueur, en lignes courtes à côté de la vôtre sur un écran large.
lueurs-draw-sheet-of = Fiche : { $player }
# Titre des totaux des joueurs.
lueurs-draw-grelots = Grelots
# Titre des guirlandes.
lueurs-draw-garlands = Guirlandes
# Deux lettres pour la couleur d'une guirlande : la couleur n'est jamais le seul signe.
lueurs-draw-letter = { $colour ->
    [red] Ro
    [yellow] Ja
    [green] Ve
    [purple] Vi
   *[blue] Bl
}
# Titre d'une zone : son nom et sa bourse.
lueurs-draw-zone = { $zone } (bourse { $bag })
# L'état d'une bourse, en bref.
lueurs-draw-bag-open = à prendre
# Une bourse gagnée (entourée), en bref.
lueurs-draw-bag-circled = gagnée
# Une bourse perdue (barrée), en bref.
lueurs-draw-bag-crossed = perdue

## Full screen on a narrow screen (below 60 columns): one short line per zone

# A zone's short name, at the start of its one line.
lueurs-draw-short-zone = { $zone ->
    [bird] Oiseau
    [birdhouses] Nichoirs
    [cakes] Gâteaux
    [snowmen] Bonhommes
   *[squirrel] Écureuil
}
# A zone's short name and the state of its bag, before what is written there.
lueurs-draw-zone-short = { $zone } ({ $bag })
# Another player's zone in one line on a narrow screen, before what they wrote there: the zone's short name and the player's name.
lueurs-draw-zone-of = { $zone } ({ $player })
# A bag's state in a zone's one line, as short as it can be said (the line has 40 columns).
lueurs-draw-bag-short = { $bag ->
    [circled] gagnée
    [crossed] perdue
   *[open] libre
}
# Before the garlands' bags won or lost, on their own line.
lueurs-draw-garland-bags = Bourses des guirlandes
# Ce que fait D dans 16 lueurs d'hiver (F1).
lueurs-cmd-dice = les trois dés de ce tour
