## Titres des écrans

# Titre générique (secours).
ui-title = accessiplay
# Titre du menu principal, dit à son ouverture.
ui-title-main-menu = Menu principal.
# Titre de la liste des touches (F1).
ui-title-help = Touches.
# Titre d'une question oui/non.
ui-title-confirm = Question.
# Titre pendant que le clavier passe à un autre joueur.
ui-title-hand-over = Passez le clavier.
# Titre de la liste des joueurs dont on peut consulter la feuille (Maj+C).
ui-title-pick-player = Quel joueur ?
# Titre d'une consultation quand le jeu n'en donne pas.
ui-title-review = Consultation.
# Titre des règles quand aucun jeu n'est nommé.
ui-title-rules = Règles.
# Titre de la liste des jeux pour les règles.
ui-title-rules-menu = Règles : choisissez un jeu.
# Titre des réglages.
ui-title-settings = Réglages.
# Titre de la préparation d'une partie.
ui-title-setup = Nouvelle partie.
# Titre de l'écran de jeu quand le nom du jeu manque.
ui-title-game = Partie.
# Titre de la liste des scores finaux.
ui-title-final = Scores finaux.
# Titre d’une longue réponse ouverte en liste (scores détaillés, toutes les diagonales, toutes les poses).
ui-title-listing = Liste.

## Listes

# Un élément de liste avec sa position : « Nouvelle partie, 1 sur 5 ».
ui-item = { $label }, { $position } sur { $count }
# Une étape du choix qui n'offrait qu'une option, prise pour le joueur et dite comme un fait.
ui-step-taken = { $label }. Seul choix possible.
# La dernière étape d'un coup quand elle n'offre qu'une option : rien à choisir, Entrée la joue.
ui-only-option = { $label }. Seul choix possible ; Entrée pour le jouer.
# Liste vide.
ui-list-empty = La liste est vide.
# Une flèche atteint le bout de la liste (l'élément est ensuite répété). $end : top ou bottom, le bout atteint.
ui-edge = { $end ->
    [top] Début de la liste.
   *[bottom] Fin de la liste.
}
# Gauche ou Droite sur un élément sans valeurs.
ui-no-values = Rien à changer ici. Haut et Bas pour se déplacer, Entrée pour choisir.
# Une lettre qui ne commence aucun élément.
ui-no-item-letter = Aucun élément ne commence par { $letter }.
# Une lettre qui joue un coup, pressée dans une étape du choix d'un coup où aucune option ne commence par elle.
ui-game-key-in-step = Aucune option ici ne commence par { $letter }. { $letter } quitterait ce choix : appuyez d'abord sur Échap, puis sur { $letter }.
# Entrée sur un réglage au lieu de Gauche et Droite.
ui-setup-use-arrows = Utilisez Gauche et Droite pour changer cette valeur.

## Menu principal

# Élément du menu : nouvelle partie.
ui-menu-new-game = Nouvelle partie
# Élément du menu : reprendre la partie sauvegardée.
ui-menu-resume = Reprendre la partie sauvegardée
# Élément du menu : écouter les règles d'un jeu.
ui-menu-rules = Règles
# Élément du menu : réglages.
ui-menu-settings = Réglages
# Élément du menu : les statistiques de chaque jeu joué (parties gagnées, sans conseil, meilleur score).
ui-menu-statistics = Statistiques
# Élément du menu : quitter.
ui-menu-quit = Quitter
# Dit à la fermeture.
ui-goodbye = Au revoir !
# Un jeu dans le menu des règles : son nom et une phrase. Un point après le nom : la phrase commence par une majuscule, ce qui ne se fait pas après un deux-points.
ui-game-with-summary = { $name }. { $summary }

## Préparation

# Ligne : quel jeu. Gauche et Droite le changent.
ui-setup-game = Jeu : { $name }
# Ligne : nombre de joueurs, avec les limites du jeu.
ui-setup-players = Joueurs : { $count } (de { $low } à { $high })
# Gauche ou Droite sortirait des limites.
ui-setup-players-limit = Ce jeu se joue de { $low } à { $high } joueurs.
# Le nombre de joueurs d'un jeu qui se joue à un seul nombre.
ui-setup-players-fixed = Joueurs : { $count } (toujours { $count } dans ce jeu)
# Gauche ou Droite dessus.
ui-setup-players-limit-fixed = Ce jeu se joue à { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}, ni plus ni moins.
# La ligne du jeu change pour un jeu qui prend un autre nombre de joueurs : la ligne, puis le nouveau nombre, d'un seul trait. $game : la ligne telle qu'elle est dite (ui-item) ; $players : ui-setup-players-now ou ui-setup-players-now-fixed.
ui-setup-game-players = { $game } ; { $players }
# Le nouveau nombre de joueurs après un changement de jeu. $count : les joueurs désormais ; $low, $high : ce que le jeu accepte.
ui-setup-players-now = désormais { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} (de { $low } à { $high })
# La même chose pour un jeu qui se joue à un seul nombre.
ui-setup-players-now-fixed = désormais { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} (toujours { $count } dans ce jeu)
# Ligne : une place et qui la tient.
ui-setup-seat = Place { $n } : { $kind }
# Saisie d'un nom : titre de l'écran.
ui-title-name = Nom.
# Saisie d'un nom : ce qui est déjà tapé.
ui-name-typed = Saisi : { $text }.
# Saisie d'un nom : rien n'est encore tapé.
ui-name-empty = Aucun caractère saisi.
# Saisie d'un nom : comment terminer.
ui-name-keys = Tapez le nom ; Retour arrière efface, Entrée le garde, Échap le laisse tel quel.
# Saisie d'un nom : le nom ne peut pas être plus long.
ui-name-full = Un nom compte au plus { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}.
# Saisie d'un nom : Retour arrière a effacé ce caractère.
ui-name-erased = { $char } effacé.
# Saisie d'une adresse de serveur ou du numéro d'une table : comment terminer.
ui-field-keys = Tapez le texte ; Retour arrière efface, Entrée le garde, Échap le laisse tel quel.
# Saisie d'une adresse ou d'un numéro de table : le champ ne peut pas être plus long.
ui-field-full = Ce champ compte au plus { $count ->
    [one] { $count } caractère
   *[other] { $count } caractères
}.
# Saisie d'un mot de passe : chaque caractère est dit ainsi, jamais lui-même.
ui-field-hidden-char = astérisque
# Nouvelle partie : question pour le nom d’une place.
ui-name-question-seat = Nom de la place { $n } ?
# Réglages : question pour le nom du joueur.
ui-name-question-own = Votre nom ?
# Un nom a été gardé.
ui-name-kept = Nom : { $name }.
# Aucun nom tapé : le nom par défaut sert.
ui-name-default-kept = Le nom par défaut est conservé.
# Nouvelle partie : une place humaine avec son nom (« Place 2 : humain, Marie »).
ui-setup-seat-human = Place { $n } : humain, { $name }
# Réglages : le nom du premier joueur.
ui-setting-name = Votre nom : { $value }
# Réglages : aucun nom donné, vos parties vous appellent du nom par défaut du premier joueur. $name : ce nom (« Joueur 1 »).
ui-setting-name-default = { $name } (par défaut)
ui-cmd-erase = effacer le dernier caractère
ui-cmd-keep-name = garder le nom
ui-cmd-send-chat = envoyer le message à la table
# Ligne : la langue.
ui-setup-language = Langue : { $language }
# Ligne qui lance la partie.
ui-setup-start = Lancer la partie
# Une personne à ce clavier.
ui-seat-kind-human = humain
# Un robot facile.
ui-seat-kind-easy = robot facile
# Un robot normal.
ui-seat-kind-normal = robot normal
# Un robot difficile (il calcule plusieurs coups à l'avance).
ui-seat-kind-hard = robot difficile
# Un siège de robot dit avec son niveau, dans l'annonce d'ouverture et par W : « Ana (robot normal) ».
ui-seat-bot = { $name } ({ $kind })
# W : quels sièges sont des robots, et de quel niveau.
ui-table-bots = { $count ->
    [one] Place tenue par l'ordinateur : { $bots }.
   *[other] Places tenues par l'ordinateur : { $bots }.
}
# Nom donné à une place humaine.
ui-human-name = Joueur { $n }
# Noms des robots (courts, faciles à distinguer à l'oreille).
ui-bot-name-1 = Ana
ui-bot-name-2 = Léo
ui-bot-name-3 = Sara
ui-bot-name-4 = Tom
ui-bot-name-5 = Eva
ui-bot-name-6 = Max
# Noms des langues, chacun dans sa langue.
ui-language-en = English
ui-language-fr = Français
ui-language-es = Español
# Un joueur nommé dans une liste.
ui-seat-name = { $you ->
    [yes] { $player } (vous)
   *[no] { $player }
}

## Réglages

# Réglage : langue.
ui-setting-language = Langue : { $value }
# Réglage : sortie de la parole.
ui-setting-speech = Sortie vocale : { $value }
# Réglage : débit de -10 à 10.
ui-setting-rate = Débit de la parole : { $value }
# Réglage : volume des sons en pour cent.
ui-setting-volume = Volume des sons : { $value }
# Réglage : annonces détaillées ou brèves.
ui-setting-verbose = Annonces détaillées : { $value }
# Réglage : prendre d'office une étape qui n'offre qu'une option.
ui-setting-auto-single = Choisir pour moi quand il n'y a qu'une option : { $value }
# Oui ou non, comme valeur d'un réglage.
ui-yes-no = { $on ->
    [yes] oui
   *[no] non
}
# Réglage : mode d'écran.
ui-setting-screen = Mode d'écran : { $value }
# Ligne des réglages : couleurs du plein écran.
ui-setting-theme = Couleurs du plein écran : { $value }
# Réglage : pause avant l'annonce de chaque coup d'un robot.
ui-setting-bot-pause = Pause avant les coups des robots : { $value }
# Ligne qui enregistre les réglages.
ui-setting-save = Enregistrer les réglages
# Un nombre de secondes.
ui-seconds = { $seconds ->
    [1] une seconde
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}
# Activé ou désactivé.
ui-on-off = { $on ->
    [yes] activées
   *[no] désactivées
}
# Sorties de la parole.
ui-speech-auto = automatique
ui-speech-screenreader = votre lecteur d'écran
ui-speech-tts = la synthèse vocale intégrée
ui-speech-console = du texte dans le terminal
ui-speech-record = enregistrement
# Modes d'écran.
ui-screen-auto = automatique
ui-screen-full = plein écran
ui-screen-plain = lignes simples
# Thèmes de couleurs du plein écran.
ui-theme-high-contrast = contraste élevé
ui-theme-colour-blind = adaptées au daltonisme
# Réglages enregistrés.
ui-settings-saved = Réglages enregistrés dans { $path }.
# Le fichier de réglages ne peut pas être écrit.
ui-settings-not-saved = Impossible d'enregistrer les réglages : le dossier { $path } n'est pas accessible en écriture. Ils s'appliquent jusqu'à ce que vous quittiez.
# Au démarrage, le fichier de réglages est illisible.
ui-settings-broken = Votre fichier de réglages { $path } est illisible : les réglages par défaut sont utilisés. Le fichier n'a pas été modifié.
# Au démarrage : ACCESSIPLAY_HOME (ou un dossier parent des réglages) est un fichier.
ui-home-is-a-file = { $path } est un fichier et non un dossier : accessiplay ne peut pas y garder ses réglages ni ses parties, les réglages par défaut sont donc utilisés. Déplacez ce fichier, ou indiquez un dossier dans ACCESSIPLAY_HOME.
# Au démarrage : la sortie de parole utilisée.
ui-speech-backend = Sortie vocale : { $backend }.

## Aide

# F1 : combien de touches.
ui-help-intro = { $count ->
    [1] Une touche.
    [one] { $count } touche.
   *[other] { $count } touches.
} Haut et Bas pour les entendre, Échap pour fermer.
# Une entrée de la liste des touches.
ui-help-entry = { $key } : { $description }
# Comment F1 commence la description d'une touche après le deux-points : A avec une majuscule, a en minuscule (« F2 : les règles », la règle typographique française). Jamais prononcé.
ui-help-description-case = a
# Plusieurs touches pour une commande.
ui-key-or = { $keys }
# F1 dans l'aide.
ui-help-about-help = Voici les touches de l'écran d'où vous venez. Échap y retourne.
# Une lettre ou un chiffre.
key-letter = { $key }
# Une majuscule : Maj et la lettre.
key-shift = Maj+{ $key }
# Ctrl et une lettre qu'aucune commande n'utilise (dite quand elle ne fait rien).
key-control = Ctrl+{ $key }
# Les autres touches par leur nom.
key-name = { $key ->
    [up] Flèche haut
    [down] Flèche bas
    [left] Flèche gauche
    [right] Flèche droite
    [home] Début
    [end] Fin
    [enter] Entrée
    [space] Espace
    [escape] Échap
    [tab] Tab
    [s-tab] Maj+Tab
    [pageup] Page précédente
    [pagedown] Page suivante
    [backspace] Retour arrière
    [delete] Suppression
    [insert] Insertion
    [c-s] Ctrl+S
    [c-c] Ctrl+C
    [c-q] Ctrl+Q
    [f1] F1
    [f2] F2
    [f3] F3
    [f4] F4
    [f5] F5
    [f6] F6
    [f7] F7
    [f8] F8
    [f9] F9
    [f10] F10
    [f11] F11
    [f12] F12
    [comma] virgule
    [period] point
    [less] inférieur
    [greater] supérieur
    [question] point d'interrogation
    [colon] deux-points
    [semicolon] point-virgule
    [slash] barre oblique
    [asterisk] astérisque
    [exclamation] point d'exclamation
    [apostrophe] apostrophe
    [quote] guillemet
    [minus] moins
    [plus] plus
    [equals] égal
    [open-paren] parenthèse ouvrante
    [close-paren] parenthèse fermante
    [open-bracket] crochet ouvrant
    [close-bracket] crochet fermant
    [open-brace] accolade ouvrante
    [close-brace] accolade fermante
    [at] arobase
    [hash] dièse
    [dollar] dollar
    [percent] signe de pourcentage
    [ampersand] esperluette
    [underscore] tiret bas
    [backslash] barre oblique inverse
    [bar] barre verticale
    [tilde] tilde
    [backquote] accent grave
    [caret] accent circonflexe
    [unknown] une touche inconnue
   *[other] { $key }
}
# Une touche sans effet sur cet écran.
ui-unknown-key = { $key } ne fait rien ici. Appuyez sur F1 pour entendre les touches de cet écran.

## Commandes, telles que F1 les décrit

ui-cmd-help = les touches de cet écran
ui-cmd-history-previous = lire le message précédent
ui-cmd-history-next = lire le message suivant
ui-cmd-history-first = lire le premier message
ui-cmd-history-last = lire le dernier message
ui-cmd-verbosity = basculer entre annonces brèves et annonces détaillées
ui-cmd-repeat = redire où vous êtes
ui-cmd-previous = élément précédent
ui-cmd-next = élément suivant
ui-cmd-first = premier élément
ui-cmd-last = dernier élément
ui-cmd-page-up = dix éléments plus haut
ui-cmd-page-down = dix éléments plus bas
ui-cmd-choose = choisir l'élément
ui-cmd-decrease = valeur précédente
ui-cmd-increase = valeur suivante
ui-cmd-back = revenir en arrière
ui-cmd-yes = oui
ui-cmd-no = non
ui-cmd-ready = j'ai le clavier
ui-cmd-dice = les dés, ou ce qui en tient lieu
ui-cmd-scores = les scores ; deux fois pour le détail
ui-cmd-scores-detailed = le score détaillé de chaque joueur
ui-cmd-turn = à qui est le tour, et où en est la partie
ui-cmd-table = qui est à la table
ui-cmd-legal = vos coups possibles, en bref
ui-cmd-why-not = pourquoi certains choix ne sont pas proposés
ui-cmd-sheet = consulter votre fiche
ui-cmd-other-sheet = voir où en est un autre joueur
ui-cmd-rules = les règles, ouvertes à celle qui s'applique à ce que vous regardez
ui-cmd-save = enregistrer une copie de la partie
ui-cmd-quit = quitter la partie, elle reste sauvegardée
ui-cmd-quit-now = quitter tout de suite, la partie est sauvegardée
ui-cmd-chat = écrire un message à toute la table, dans une partie en ligne
ui-cmd-refresh = relire les tables
ui-cmd-join-by-id = rejoindre une table privée par son identifiant
ui-cmd-step-back = revenir d'une étape dans votre coup
ui-cmd-open = ouvrir le détail de l'élément
ui-cmd-close = remonter d'un niveau

## Historique

# Virgule ou point avant tout message.
ui-history-empty = Aucun message pour l'instant.
# Un message relu avec , . < >, et sa place parmi les messages de la partie.
ui-history-item = { $label } ; message { $position } sur { $count }.
# Changement de verbosité.
ui-verbose = { $on ->
    [yes] Annonces détaillées.
   *[no] Annonces brèves.
}

## Questions

# Comment répondre.
ui-confirm-keys = O ou Entrée pour oui, N ou Échap pour non.
# Réponse non.
ui-cancelled = Annulé.
# Question posée par Q en partie.
ui-quit-question = Quitter cette partie ? Elle reste sauvegardée : choisissez Reprendre dans le menu principal pour continuer.
ui-quit-question-unsaved = Quitter cette partie ? Elle n'a pas pu être sauvegardée : ce qui a été joué depuis la dernière sauvegarde sera perdu.

## En jeu

# Début de partie : le jeu et les joueurs, dans l'ordre des places. $alone : yes quand la seule
# place est celle du joueur au clavier (partie en solo, leçon) ; « en solo » évite seul/seule.
ui-game-started = { $game }. { $alone ->
    [yes] Vous jouez en solo.
   *[no] À la table : { $players }.
}
# Reprise d'une partie sauvegardée. $alone comme pour ui-game-started.
ui-game-resumed = { $game } : reprise de la partie. { $alone ->
    [yes] Vous jouez en solo.
   *[no] À la table : { $players }.
}
# Plein écran, plusieurs humains au même clavier : qui le tient, après le nom du jeu (le statut dit « vous » pour cette personne).
ui-status-holder = { $name } au clavier.
# C'est à la personne au clavier de décider. Suivi de la question et du premier choix.
# $alone : yes quand une seule personne joue à ce clavier (partie solo, leçon, place en ligne) : le
# nom n'apprendrait rien ; à plusieurs, il dit à qui c'est le tour.
ui-your-turn = { $alone ->
    [yes] À vous.
   *[no] À vous, { $player }.
}
# Plusieurs personnes au même clavier : appeler la suivante avant toute information privée.
ui-hand-over = { $player }, c'est à vous. Prenez le clavier et appuyez sur Entrée.
# Touches d'historique sur l'écran de passage du clavier : rien ne peut être relu pour l'instant.
ui-hand-over-history = Les messages restent cachés : { $player } doit d'abord prendre le clavier. Appuyez sur Entrée une fois le clavier en main.
# Qui la partie attend.
ui-waiting-for = En attente : { $players }.
# La partie attend les dés ou les cartes.
ui-waiting = Un instant.
# Échap à la première étape d'un coup.
ui-chooser-at-start = Vous êtes à la première étape de votre coup. Q quitte la partie.
# Une touche de jeu dont le choix est impossible maintenant.
ui-option-unavailable = Ce n'est pas possible maintenant.
# Maj+L : rien de caché.
ui-why-not-nothing = Tous les choix permis par les règles sont proposés.
# Rien à dire.
ui-nothing-to-say = Rien à dire ici.
# Un coup interdit que le jeu n'explique pas lui-même.
ui-illegal = Ce coup n'est pas permis.
# Consultation : Entrée ou Droite sur un élément sans détail.
ui-no-details = Pas de détail.
# La partie est finie (court).
ui-game-over-short = La partie est terminée.
# La partie est finie : les scores suivent.
ui-game-over = Fin de la partie.
# Partie en solo : le score et le meilleur jusqu'ici.
ui-best-score = { $new ->
    [yes] Nouveau record : { $score } !
   *[no] Votre score : { $score }. Meilleur score jusqu'ici : { $best }.
}
# Titre des règles.
ui-rules-of = Règles de { $game }.
# Dit une fois à l'ouverture des règles : comment passer d'une section à l'autre et en ouvrir une.
ui-rules-how = Haut et Bas passent d'une section à l'autre ; Entrée lit la section où vous êtes.
# Une section des règles telle qu'elle est lue : son titre avec sa place (« Le jeu, 1 sur 15 »), un point, puis son texte ; sans le point, la voix enchaînait le « 15 » au texte.
ui-rules-section = { $heading }. { $text }

## Sauvegarde

# Ctrl+S réussi.
ui-saved = Partie enregistrée sous le nom { $label }.
# La sauvegarde échoue : la partie continue sans être sauvegardée.
ui-save-failed = Attention : impossible de sauvegarder la partie dans { $path }. Vous pouvez continuer à jouer, mais si vous quittez, cette partie sera perdue.
# Départ immédiat.
ui-saved-quit = La partie est sauvegardée. Au revoir !
ui-unsaved-quit = La partie n'a pas pu être sauvegardée : ce qui a été joué depuis la dernière sauvegarde est perdu. Au revoir !
# Retour au menu depuis une partie.
ui-left-game = Vous avez quitté la partie. Elle est sauvegardée.
ui-left-game-unsaved = Vous avez quitté la partie. Elle n'a pas pu être sauvegardée : ce qui a été joué depuis la dernière sauvegarde est perdu.
# Reprendre sans partie sauvegardée.
ui-no-saved-game = Aucune partie sauvegardée à reprendre.
# Reprendre un fichier qui n'existe pas ($path tel que donné).
ui-save-missing = Le fichier { $path } n'existe pas : vérifiez son nom et son dossier, ou choisissez « Reprendre la partie sauvegardée » dans le menu principal pour votre dernière partie.
# Une sauvegarde illisible.
ui-save-broken = La partie sauvegardée dans { $path } est illisible ({ $reason }). Le fichier n'a pas été modifié.
# Jeu inconnu en ligne de commande.
ui-unknown-game = Aucun jeu ne s'appelle { $name }.
# Places invalides en ligne de commande.
ui-bad-seats = Les places { $seats } ne conviennent pas : indiquez de { $low } à { $high } places, chacune human (humain), easy (robot facile), normal (robot normal) ou hard (robot difficile), séparées par des virgules.
# Places invalides en ligne de commande, pour un jeu qui se joue à $count exactement (La Linotte).
ui-bad-seats-exact = Les places { $seats } ne conviennent pas : indiquez exactement { $count ->
        [1] une place
        [one] { $count } place
       *[other] { $count } places
    }, chacune human (humain), easy (robot facile), normal (robot normal) ou hard (robot difficile), séparées par des virgules.
# Pourquoi une sauvegarde est illisible : ce n'est pas une partie d'accessiplay.
ui-record-foreign-record = ce n'est pas une partie d'accessiplay
# Le fichier est abîmé.
ui-record-damaged-record = le fichier est abîmé
# Les coups du fichier ne respectent pas les règles.
ui-record-record-does-not-replay = ses coups ne respectent pas les règles
# Le fichier ne s'ouvre pas.
ui-record-unreadable = le fichier ne peut pas être ouvert
# La sauvegarde nommée est un dossier ou un périphérique (resume /tmp).
ui-record-not-a-file = c'est un dossier ou un périphérique, pas un fichier de partie sauvegardée
# accessiplay bench depuis une copie installée, sans le dossier des mesures.
ui-bench-unavailable = Les mesures de vitesse se lancent depuis une copie du code source : python -m benchmarks.
# Dit au démarrage quand la voix des réglages n'existe pas.
ui-voice-missing = La voix { $voice } n'est pas installée sur cet ordinateur : la voix habituelle de votre langue la remplace.
# Dit quand une erreur imprévue ferme le client.
ui-crashed = Une erreur imprévue a fermé le jeu. Votre partie est sauvegardée : choisissez Reprendre pour continuer. Les détails sont dans { $path }.
# Dit quand une touche ouvre un écran dont le code ne peut pas être chargé (fichiers manquants ou abîmés) ; le client continue là où la touche a été pressée.
ui-screen-not-loaded = Cet écran d'accessiplay n'a pas pu être chargé : ses fichiers manquent ou sont abîmés. Il reste fermé et vous restez où vous étiez. Réinstaller accessiplay devrait régler le problème. Les détails sont dans { $path }.
# Dit à l'ouverture de la liste des scores finaux, juste après leur annonce.
ui-final-hint = Bas et Haut relisent les scores ; S, C et W relisent la partie comme avant ; Entrée ou Échap ramène au menu principal.
# La fin d'une partie en ligne : les mêmes touches, et Entrée revient au salon du serveur.
ui-final-hint-online = Bas et Haut relisent les scores ; S, C et W relisent la partie comme avant ; Entrée ou Échap ramène au salon.

## Saves that can't be lost and can be found; damaged files; settings checked at start.
# Main menu item: the list of saved games.
ui-menu-load = Charger une partie
ui-menu-online = Jouer en ligne
# Title of the list of saved games.
ui-title-saves = Charger une partie.
# The list of saved games is empty, and how a game comes to be listed; said on opening, on every list key and on Delete.
ui-saves-none = Aucune partie sauvegardée. Une partie quittée avant la fin vous attend ici, et Ctrl+S en garde une copie en cours de partie.
# How many saved games the list holds, newest first.
ui-saves-count = { $count ->
    [one] Une partie sauvegardée.
   *[other] { $count } parties sauvegardées, de la plus récente à la plus ancienne.
}
# One saved game in the list: its name and date, where it stands, who plays.
ui-saves-entry = { $label }, { $kind }. { $where } Joueurs : { $players }.
# The Load list tells the game in progress (autosave) from a copy kept with Ctrl+S.
ui-saves-kind-autosave = partie en cours
ui-saves-kind-copy = copie enregistrée
# A file in the saves folder that cannot be opened, and why.
ui-saves-damaged = Fichier abîmé, { $file } : { $reason }.
# Asked before deleting a saved game.
ui-saves-delete-question = Supprimer cette partie sauvegardée ? { $save } C'est définitif.
ui-saves-deleted = Partie sauvegardée supprimée.
ui-saves-not-deleted = La partie sauvegardée n'a pas pu être supprimée : son dossier est protégé en écriture.
# F1 description of Delete in the list of saved games.
ui-cmd-delete = supprimer la partie sauvegardée, après confirmation
# F1 description of Escape in a question that has its own No.
ui-cmd-cancel = revenir en arrière sans répondre
# A saved game's short name: game, day, month, hour and minutes.
ui-save-label = { $game }, { $day ->
    [1] premier
   *[other] { $day }
} { $month } à { $hour ->
    [1] une heure
    [one] { $hour } heure
   *[other] { $hour } heures
}{ $minute ->
    [0] {""}
    [1] { " " }une
   *[other] { " " }{ $minute }
}
# Month names, for the dates of saved games.
ui-month-1 = janvier
ui-month-2 = février
ui-month-3 = mars
ui-month-4 = avril
ui-month-5 = mai
ui-month-6 = juin
ui-month-7 = juillet
ui-month-8 = août
ui-month-9 = septembre
ui-month-10 = octobre
ui-month-11 = novembre
ui-month-12 = décembre
# Asked when a new game would replace an unfinished one.
ui-new-game-question = Une partie en cours est sauvegardée. Commencer une nouvelle partie ? L'autre sera conservée : vous la retrouverez dans Charger une partie.
# The unfinished game was kept under its short name.
ui-unfinished-kept = La partie en cours est conservée sous le nom { $label }.
# The unfinished game could not be read; its file was kept under another name.
ui-unfinished-damaged-kept = La partie en cours était abîmée. Son fichier est conservé sous le nom { $file }.
# Another window of the program plays the game in progress.
ui-new-game-apart = La partie en cours est ouverte dans une autre fenêtre d'accessiplay : cette nouvelle partie est donc sauvegardée à part.
ui-game-open-elsewhere = Cette partie est ouverte dans une autre fenêtre d'accessiplay. Continuez-la dans l'autre fenêtre, ou bien commencez ici une nouvelle partie ou chargez-en une autre.
# A damaged saved game was refused and renamed so it is kept.
ui-save-set-aside = Impossible d'ouvrir cette partie sauvegardée : { $reason }. Rien n'a été supprimé : son fichier est conservé sous le nom { $file }.
# Why a saved game could not be read: more reasons.
ui-record-bad-action = elle contient un coup que ce jeu ne connaît pas
ui-record-unknown-game = c'est un jeu que cette version ne connaît pas
ui-record-bad-player-count = son nombre de joueurs n'est pas permis par le jeu
ui-record-bad-seat = l'un de ses joueurs n'est pas valable
ui-record-tampered = ses dés ou ses cartes ont été modifiés à la main : ce ne sont plus ceux du hasard
# Said after the final scores when the statistics file could not be used.
ui-stats-set-aside = Votre fichier de statistiques était abîmé : les statistiques repartent de zéro. L'ancien fichier est conservé sous le nom { $file }.
# Dit après les scores quand cette partie n'a pas pu être ajoutée aux statistiques. $reason : full (disque plein) ou folder (dossier protégé en écriture) ; $path : ce dossier.
ui-stats-not-saved = { $reason ->
    [full] Impossible d'enregistrer les statistiques{"\u00A0"}: le disque est plein. Le résultat de cette partie n'est pas conservé.
   *[folder] Impossible d'enregistrer les statistiques{"\u00A0"}: le dossier { $path } n'est pas accessible en écriture. Le résultat de cette partie n'est pas conservé.
}
# Escape on the main menu.
ui-quit-client-question = Quitter accessiplay ? Une partie en cours reste sauvegardée.
# Leaving Settings with changes not saved.
ui-settings-unsaved-question = Enregistrer vos modifications des réglages ?
# How to answer a question with a yes, a no and a way back.
ui-confirm-keys-cancel = O ou Entrée pour oui, N pour non, Échap pour revenir.
ui-settings-discarded = Modifications abandonnées.
# At start: settings whose values in the file could not be used.
ui-settings-reset = { $count ->
    [one] Ce réglage a repris sa valeur par défaut, car la sienne était inutilisable : { $settings }.
   *[other] Ces réglages ont repris leur valeur par défaut, car les leurs étaient inutilisables : { $settings }.
}
# Names of the settings, as said when one was reset.
ui-setting-name-language = langue
ui-setting-name-speech = sortie vocale
ui-setting-name-rate = débit de la parole
ui-setting-name-voice = voix
ui-setting-name-volume = volume des sons
ui-setting-name-verbose = annonces détaillées
ui-setting-name-screen = mode d'écran
ui-setting-name-theme = couleurs du plein écran
ui-setting-name-name = votre nom
ui-setting-name-bot-pause = pause avant les coups des robots
ui-setting-name-keys = touches
# H pendant votre tour : le coup que jouerait le robot difficile, en une phrase. $move : le coup entier, dans les mots du jeu ; $why : les raisons, en liste (« il rapporte 2 glands et vos feuilles atteignent 41 »).
# $move commence par une minuscule après le deux-points (les messages de coup *-hint- de chaque jeu sont écrits ainsi), et un point-virgule, pas un second deux-points, mène à $why : une plage braille montre la ligne entière.
ui-hint = Conseil : { $move } ; { $why }.
# H quand un autre coup pesé rapporte plus de points tout de suite : $over le dit, et pourquoi le conseil le laisse (le *-hint-passes du jeu).
ui-hint-over = Conseil : { $move } ; { $why } ; { $over }.
# H ou Maj+H quand un seul coup est permis (une passe forcée) : rien à peser.
ui-hint-only = Conseil : { $move } ; c'est le seul coup possible.
# H une fois le coup commencé (16 lueurs : la paire choisie) : la meilleure façon de terminer ce coup, qui n'est pas toujours le meilleur coup depuis le début. $move, $why : comme dans ui-hint.
ui-hint-begun = Conseil pour terminer votre coup : { $move } ; { $why }.
# H en cours de coup quand une autre façon de le terminer rapporte plus tout de suite : comme ui-hint-over.
ui-hint-begun-over = Conseil pour terminer votre coup : { $move } ; { $why } ; { $over }.
# H ou Maj+H en cours de coup quand un seul coup permis termine ce que le joueur a choisi.
ui-hint-begun-only = Conseil pour terminer votre coup : { $move } ; c'est la seule façon de le terminer.
# Maj+H : l'un des trois meilleurs coups, numéroté, chacun sur sa ligne. $rank : 1 à 3 ; $move : le coup entier ; $expect : ce que le robot difficile en attend.
ui-hint-ranked = { $rank } : { $move } ; { $expect }.
# Maj+H : un coup plus bas dont l'espérance semble meilleure que celle du coup 1, sans que la
# recherche puisse les départager de la chance des dés (le robot difficile garde alors le coup 1). $samples : les
# parties simulées pour chaque coup (0 quand rien n'est simulé : on n'en dit alors rien).
ui-hint-ranked-even = { $rank } : { $move } ; { $expect } ; { $samples ->
        [0] {""}
        [one] sur une seule partie simulée par coup,{" "}
       *[other] sur { $samples } parties simulées par coup seulement,{" "}
    }l'écart avec le coup 1 peut tenir au hasard, le robot difficile garde donc le coup 1.
# Maj+H : un coup plus bas dit avec exactement le même chiffre que le coup 1 (le robot difficile le
# classe pourtant plus bas, d'un écart que le chiffre arrondi ne montre pas).
# $equal : yes quand le robot difficile l'estime exactement comme le coup 1 (16 lueurs : deux ampoules d'une même valeur), l'ordre n'étant alors pas un choix ; close quand il l'estime un rien plus bas sans rien simuler (aucun hasard dans le chiffre) ; no quand des parties ont été simulées (l'écart peut tenir au hasard).
ui-hint-ranked-tied = { $rank } : { $move } ; { $expect } ; { $equal ->
        [yes] exactement la même estimation que le coup 1, l'un vaut donc l'autre
        [close] un rien en dessous du coup 1, d'un écart que le chiffre arrondi ne montre pas
       *[no] même chiffre que le coup 1, un chiffre qui ne suffit donc pas à les départager
    }.
# Maj+H : un coup plus bas dit avec la même chance de victoire que le coup 1 et un moins bon score ensuite (plus de points en main à Sixteen, moins à la fin ailleurs), ce qui le place plus bas.
ui-hint-ranked-chance = { $rank } : { $move } ; { $expect } ; même chance de victoire que le coup 1, pour un moins bon score.
# Maj+H : le titre de la liste des trois meilleurs coups (Haut et Bas les relisent, Entrée joue le coup, Échap revient à votre coup). $measure : ce qui les classe, wins (la part des parties simulées gagnées, contre des adversaires) ou points (ce que chacun devrait rapporter, en solo ou selon l'estimation propre au jeu).
ui-hint-top-title = Les meilleurs coups du robot difficile, { $measure ->
        [wins] selon leurs chances de victoire
       *[points] selon ce que chacun devrait rapporter
    }. Entrée joue le coup sur lequel vous êtes ; Échap revient à votre coup.
# Maj+H une fois le coup commencé : le titre de la liste des meilleures façons de le terminer. $measure : comme dans ui-hint-top-title.
ui-hint-top-title-begun = Les meilleures façons de terminer votre coup d'après le robot difficile, { $measure ->
        [wins] selon leurs chances de victoire
       *[points] selon ce que chacune devrait rapporter
    }. Entrée joue le coup sur lequel vous êtes ; Échap revient à votre coup.
# H pressée alors que le robot difficile pèse encore les coups : le conseil sera dit de lui-même.
ui-hint-thinking = Conseil en préparation : il sera annoncé dès qu'il sera prêt.
# Le robot difficile n'a pas pu peser les coups (cela ne devrait pas arriver) ; H réessaie.
ui-hint-failed = Pas de conseil cette fois : les coups n'ont pas pu être évalués. Appuyez sur H pour réessayer.
# F1 : la touche de conseil.
ui-cmd-hint = le coup que jouerait le robot difficile, et pourquoi
# F1 : Maj+H.
ui-cmd-hint-top = les trois meilleurs coups selon le robot difficile, avec ce que chacun devrait rapporter
# Dit quand accessiplay démarre avec son entrée standard fermée : aucune touche ne lui parvient.
ui-no-keyboard = Aucune touche ne peut parvenir au jeu : son entrée standard est fermée. Relancez-le depuis un terminal ou une invite de commandes.

## Plein écran : courtes étiquettes de la table dessinée (lues à l'écran, jamais dites)

# Devant les dés du lancer en cours.
ui-draw-dice = Dés
# Marque le joueur dont on attend la décision.
ui-draw-turn = (à jouer)
# Titre des totaux des joueurs.
ui-draw-points = Points
# Sous les dés tant que le choix de ce joueur attend ceux des autres : ce que veulent dire les parenthèses.
ui-draw-pending = ( ) : votre choix, caché aux autres
