"""`python -m accessiplay` runs the client."""

import sys

from accessiplay.launch import main

sys.exit(main())
