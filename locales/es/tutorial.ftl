## Partidas guiadas (Aprender a jugar): las palabras que comparten todas.

# Opción del menú principal que abre la lista de partidas guiadas.
tutorial-menu-item = Aprender a jugar
# Título de la lista de partidas guiadas.
tutorial-title-menu = Aprender a jugar: elige un juego.
# Un juego de la lista de partidas guiadas. $name: el juego; $state: tutorial-state-*.
tutorial-menu-game = { $name }, { $state }
# Partida guiada nunca abierta.
tutorial-state-new = sin empezar
# Partida guiada dejada a medias. $step: pasos hechos; $count: pasos en total.
tutorial-state-step = pasos completados: { $step } de { $count }
# Partida guiada jugada hasta el final.
tutorial-state-done = terminada
# Se dice antes de la explicación de cada paso. $step: este paso; $count: pasos en total.
tutorial-step = Paso { $step } de { $count }.
# Se dice una vez, en el primer paso. $game: el nombre del juego; $repeat, $skip, $leave: sus teclas, como las nombra F1.
tutorial-welcome = Te doy la bienvenida a una partida guiada de { $game }. Yo decido lo que trae el azar, y en cada paso te digo qué jugada hacer. Todas las demás teclas funcionan como en una partida de verdad. { $repeat } repite el paso, { $skip } lo juega por ti y { $leave } sale; tu progreso se guarda.
# Se dice al retomar una partida guiada dejada a medias. $step: el paso en que se retoma; $count: pasos en total.
tutorial-welcome-back = Retomas tu partida guiada en el paso { $step } de { $count }. { $repeat } repite el paso, { $skip } lo juega por ti y { $leave } sale.
# Se dice tras las puntuaciones finales de una partida guiada.
tutorial-you-know-the-rules = Ya conoces las reglas. Ahora prueba una partida de verdad contra el bot fácil: Nueva partida, en el menú principal.
# El final de una partida guiada: las teclas de la pantalla final; Intro vuelve a la lista de partidas guiadas.
tutorial-final-hint = Abajo y Arriba vuelven a leer las puntuaciones; S, C y W leen la partida como antes; Intro o Esc vuelve a Aprender a jugar.
# Control+S en una partida guiada.
tutorial-not-saved = Una partida guiada no se guarda, pero tu progreso sí: Aprender a jugar te devuelve a tu paso.
# H o Mayús+H en una partida guiada: sin consejo; después se repite el paso.
tutorial-no-hints = En una partida guiada no hay consejos: el paso te dice qué jugada hacer.
# F6 cuando ningún paso espera tu jugada.
tutorial-nothing-to-skip = Ahora mismo ningún paso espera tu jugada.
# Pregunta antes de salir de una partida guiada.
tutorial-leave-question = ¿Salir de la partida guiada? Volverás a este paso.
# Se dice al salir de una partida guiada. $step: pasos hechos; $count: pasos en total.
tutorial-left = Has salido de la partida guiada. Pasos completados: { $step } de { $count }.
# No se pudo leer el archivo de progreso de las partidas guiadas.
tutorial-progress-damaged = No se ha podido leer el progreso de las partidas guiadas, así que no se tiene en cuenta: cada partida guiada empieza desde el principio.
# Juego sin partida guiada. $game: el nombre del juego.
tutorial-none = { $game } todavía no tiene partida guiada.
# F1: la tecla que repite el paso.
tutorial-key-repeat = Repetir la explicación del paso.
# F1: la tecla que se salta el paso.
tutorial-key-skip = Saltar el paso: su jugada se hace por ti.
# F1: la tecla que sale de la partida guiada.
tutorial-key-leave = Salir de la partida guiada; tu progreso se guarda.
# F1: Control+S en una partida guiada.
tutorial-key-save = Una partida guiada no se guarda; tu progreso sí.
# F1: H y Mayús+H en una partida guiada.
tutorial-key-hint = Una partida guiada no da consejos: el paso dice qué jugada hacer.
# Una jugada rechazada a mitad de la lista de pasos: cómo volver atrás y elegir de nuevo.
tutorial-escape-back = Esc vuelve un paso atrás.
