## La ligne de commande : accessiplay --help, sa ligne d'usage et ses erreurs.

# Premier mot de la ligne d'usage, avant la syntaxe de la commande.
cli-usage = usage :
# La description sous la ligne d'usage de `accessiplay --help`.
cli-description = Cinq jeux de société pour les personnes aveugles et malvoyantes, joués au clavier et entendus par votre lecteur d'écran ou la synthèse vocale intégrée.
# Titre de la liste des options. argparse écrit le deux-points juste après : l'espace insécable
# qui le précède fait partie du titre.
cli-heading-options = options{"\u00A0"}
# Titre de la liste des commandes (menu, play, resume, rules, bench).
cli-heading-commands = commandes{"\u00A0"}
# Titre des arguments d'une commande (le jeu).
cli-heading-arguments = arguments{"\u00A0"}
# Aide de -h / --help.
cli-help-help = afficher cette aide et quitter
# Aide de --version.
cli-help-version = afficher le numéro de version et quitter
# Aide de --lang.
cli-help-lang = la langue de la voix et des menus (par défaut : celle des réglages, sinon celle du système)
# Aide de --speech.
cli-help-speech = où va la parole : votre lecteur d'écran, la synthèse vocale intégrée, du texte dans le terminal, ou la première solution qui fonctionne (auto)
# Aide de --plain.
cli-help-plain = une ligne de texte par annonce, pour un lecteur d'écran en terminal ou une plage braille
# Aide de --full.
cli-help-full = un affichage plein écran à fort contraste, pour les personnes malvoyantes et leurs partenaires voyants
# Aide de --seed.
cli-help-seed = les mêmes dés et les mêmes cartes : deux parties lancées avec le même nombre ont les mêmes tirages
# Aide de --bot-pause.
cli-help-bot-pause = la pause après chaque coup d'un robot, en secondes
# Aide de --brief.
cli-help-brief = annonces brèves
# Aide de --no-sound.
cli-help-no-sound = pas de signaux sonores
# Aide de la commande menu.
cli-help-menu = ouvrir le menu principal (ce que fait accessiplay sans commande)
# Aide de la commande play.
cli-help-play = lancer une partie tout de suite
# Aide de la commande resume.
cli-help-resume = reprendre la dernière partie, exactement là où elle s'est arrêtée
# Aide de la commande rules.
cli-help-rules = écouter la présentation des règles d'un jeu
# Aide de la commande tutorial.
cli-help-tutorial = apprendre un jeu en jouant une partie guidée
# Aide de la commande join.
cli-help-join = rejoindre le salon d'un serveur en ligne
# Aide de l'argument adresse de join.
cli-help-address = le serveur : HÔTE ou HÔTE:PORT (port 8765 par défaut)
# Aide de l'option --password de join.
cli-help-join-password = le mot de passe du serveur, s'il en a un
# Aide de la commande bench.
cli-help-bench = mesurer la vitesse des jeux (depuis les sources)
# Aide de l'argument jeu de play et rules. $games : les identifiants des jeux trouvés, au choix.
cli-help-game = le jeu : { $games }
# Aide de play --seats. $default : les places quand l'option est omise.
cli-help-seats = les places dans l'ordre, séparées par des virgules, chacune human (humain), easy (robot facile), normal (robot normal) ou hard (robot difficile) (par défaut : { $default })
# Aide de bench --quick.
cli-help-quick = une mesure courte
# Aide de l'argument facultatif fichier de resume.
cli-help-file = une partie enregistrée à ouvrir (par défaut : la partie en cours)
# Nom de la valeur de --seed.
cli-metavar-seed = NOMBRE
# Nom de la valeur de --bot-pause.
cli-metavar-bot-pause = SECONDES
# Nom de la valeur de --seats.
cli-metavar-seats = PLACES
# Nom de l'argument jeu.
cli-metavar-game = JEU
# Nom de l'argument fichier de resume.
cli-metavar-file = FICHIER
# Aide de la commande serve.
cli-help-serve = héberger des tables en ligne pour des joueurs à distance (accessiplay join s'y connecte)
# Aide de serve --host.
cli-help-host = l'adresse où écouter (par défaut{"\u00A0"}: { $default }, cet ordinateur seulement)
# Aide de serve --port.
cli-help-port = le port où écouter (par défaut{"\u00A0"}: { $default })
# Aide de serve --data.
cli-help-data = le dossier où les tables sont gardées (par défaut{"\u00A0"}: un dossier dans les données d'accessiplay)
# Aide de serve --password.
cli-help-password = un mot de passe que les joueurs doivent donner pour se connecter
# Aide de serve --cert.
cli-help-cert = un fichier de certificat TLS (PEM), pour des connexions chiffrées{"\u00A0"}; demande --key
# Aide de serve --key.
cli-help-key = le fichier de clé privée (PEM) du certificat --cert
# Nom de la valeur de serve --host.
cli-metavar-host = ADRESSE
# Nom de la valeur de serve --port.
cli-metavar-port = PORT
# Nom de la valeur de serve --data.
cli-metavar-data = DOSSIER
# Nom de la valeur de serve --password.
cli-metavar-password = MOT_DE_PASSE
# Nom de la valeur de serve --cert.
cli-metavar-cert = FICHIER
# Nom de la valeur de serve --key.
cli-metavar-key = FICHIER
# Nom de l'argument commande dans une erreur (menu, play, rules…).
cli-metavar-command = COMMANDE
# Les erreurs de ligne de commande de Python, dans vos mots : le nom de l'argument et ce qui ne va pas. $argument : l'option ou l'argument ; $message : ce qui ne va pas.
cli-argparse-argument = { $argument } : { $message }
# Des arguments dont la commande a besoin et qu'elle n'a pas reçus. $names : leurs noms.
cli-argparse-required = il manque { $names }
# Des mots de la ligne de commande qu'aucune option ne prend. $names : ces mots.
cli-argparse-unrecognized = arguments non reconnus : { $names }
# Une valeur qui n'est aucun des choix. $value : ce qui a été tapé ; $choices : les choix.
cli-argparse-choice = « { $value } » n'est pas un choix possible (choisissez parmi { $choices })
# Une valeur qui n'est pas un nombre. $value : ce qui a été tapé.
cli-argparse-value = « { $value } » n'est pas une valeur valable
# --bot-pause reçoit un nombre de secondes négatif, infini, trop grand ou illisible. $value : ce qui a été tapé ; $most : la pause la plus longue.
cli-bot-pause-value = «{"\u00A0"}{ $value }{"\u00A0"}» n'est pas une durée de pause valable{"\u00A0"}: indiquez un nombre de secondes de 0 à { $most }
# Deux options incompatibles. $other : l'autre option.
cli-argparse-not-with = incompatible avec { $other }
# Une option donnée sans sa valeur.
cli-argparse-expected-one = il manque sa valeur
# Une option donnée avec plus d'une valeur.
cli-argparse-expected-at-most-one = une valeur au plus
# Une option sans valeur alors qu'il lui en faut au moins une.
cli-argparse-expected-at-least-one = il faut au moins une valeur
# Une option avec un mauvais nombre de valeurs. $count et $needed : combien il lui en faut.
cli-argparse-expected-count = { $count ->
        [one] il faut { $needed } valeur
       *[other] il faut { $needed } valeurs
    }
# Une option abrégée qui peut en désigner plusieurs. $option : ce qui a été tapé ; $matches : les options possibles.
cli-argparse-ambiguous = option ambiguë : { $option } peut désigner { $matches }
# Une valeur donnée à une option qui n'en prend pas. $given : cette valeur.
cli-argparse-ignored = { $given } en trop : cette option ne prend pas de valeur
# Une erreur de ligne de commande. $prog : la commande ; $detail : ce qui ne va pas.
cli-error = { $prog } : erreur : { $detail }. Essayez { $prog } --help.
