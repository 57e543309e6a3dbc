import sys

from cubekit.cli import main

sys.exit(main())
