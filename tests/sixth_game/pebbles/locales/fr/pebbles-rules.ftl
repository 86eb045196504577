# Titre du tutoriel.
pebbles-rules-goal-title = But du jeu
# Texte du tutoriel.
pebbles-rules-goal = Dix cailloux forment un tas. À tour de rôle, prenez-en un, deux ou trois. Qui prend le dernier caillou gagne.
