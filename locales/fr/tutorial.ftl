## Parties guidées (Apprendre à jouer) : les mots que toutes partagent.

# Entrée du menu principal qui ouvre la liste des parties guidées.
tutorial-menu-item = Apprendre à jouer
# Titre de la liste des parties guidées.
tutorial-title-menu = Apprendre à jouer : choisissez un jeu.
# Un jeu de la liste des parties guidées. $name : le jeu ; $state : tutorial-state-*.
tutorial-menu-game = { $name }, { $state }
# Partie guidée jamais ouverte.
tutorial-state-new = à découvrir
# Partie guidée laissée en cours. $step : étapes faites ; $count : nombre total d'étapes.
tutorial-state-step = étapes terminées : { $step } sur { $count }
# Partie guidée jouée jusqu'au bout.
tutorial-state-done = partie guidée terminée
# Dit avant l'explication de chaque étape. $step : cette étape ; $count : nombre total d'étapes.
tutorial-step = Étape { $step } sur { $count }.
# Dit une fois, à la première étape. $game : le nom du jeu ; $repeat, $skip, $leave : leurs touches, nommées comme dans F1.
tutorial-welcome = Bienvenue dans une partie guidée de { $game }. Je décide de ce que le hasard apporte, et à chaque étape je vous dis quel coup jouer. Toutes les autres touches fonctionnent comme dans une vraie partie. { $repeat } répète l'étape, { $skip } la joue pour vous, { $leave } quitte ; votre progression est conservée.
# Dit quand on reprend une partie guidée laissée en cours. $step : l'étape où l'on reprend ; $count : nombre total d'étapes.
tutorial-welcome-back = Vous reprenez votre partie guidée à l'étape { $step } sur { $count }. { $repeat } répète l'étape, { $skip } la joue pour vous, { $leave } quitte.
# Dit après les scores finaux d'une partie guidée.
tutorial-you-know-the-rules = Vous connaissez les règles. Essayez maintenant une vraie partie contre le robot facile : Nouvelle partie, dans le menu principal.
# La fin d'une partie guidée : les touches de l'écran final ; Entrée revient à la liste des parties guidées.
tutorial-final-hint = Bas et Haut relisent les scores ; S, C et W relisent la partie comme avant ; Entrée ou Échap ramène à Apprendre à jouer.
# Ctrl+S pendant une partie guidée.
tutorial-not-saved = Une partie guidée n'est pas sauvegardée, mais votre progression l'est : Apprendre à jouer vous ramène à votre étape.
# H ou Maj+H pendant une partie guidée : pas de conseil ; l'étape est redite ensuite.
tutorial-no-hints = Pas de conseil dans une partie guidée : l'étape vous dit quel coup jouer.
# F6 quand aucune étape n'attend votre coup.
tutorial-nothing-to-skip = Aucune étape n'attend votre coup pour l'instant.
# Question avant de quitter une partie guidée.
tutorial-leave-question = Quitter la partie guidée ? Vous reviendrez à cette étape.
# Dit en quittant une partie guidée. $step : étapes faites ; $count : nombre total d'étapes.
tutorial-left = Vous avez quitté la partie guidée. Étapes terminées : { $step } sur { $count }.
# Le fichier de progression des parties guidées est illisible.
tutorial-progress-damaged = La progression des parties guidées n'a pas pu être lue. Elle est ignorée : chaque partie guidée reprend du début.
# Jeu sans partie guidée. $game : le nom du jeu.
tutorial-none = { $game } n'a pas encore de partie guidée.
# F1 : la touche qui répète l'étape.
tutorial-key-repeat = Répéter l'explication de l'étape.
# F1 : la touche qui passe l'étape.
tutorial-key-skip = Passer l'étape, dont le coup est joué pour vous.
# F1 : la touche qui quitte la partie guidée.
tutorial-key-leave = Quitter la partie guidée ; votre progression est conservée.
# F1 : Ctrl+S pendant une partie guidée.
tutorial-key-save = Une partie guidée n'est pas sauvegardée ; votre progression l'est.
# F1 : H et Maj+H pendant une partie guidée.
tutorial-key-hint = Pas de conseil dans une partie guidée ; l'étape dit quel coup jouer.
# Un coup refusé en cours de choix, dans la liste des étapes : comment revenir et choisir à nouveau.
tutorial-escape-back = Échap revient d'une étape.
