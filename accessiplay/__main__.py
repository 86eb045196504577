"""`python -m accessiplay` runs the client."""

import sys

from accessiplay.cli import main

sys.exit(main())
