# Título del tutorial.
pebbles-rules-goal-title = Objetivo
# Texto del tutorial.
pebbles-rules-goal = Hay diez piedritas en un montón. Por turnos, toma una, dos o tres. Quien toma la última piedrita gana.
