"""Allow ``python -m analyzer``."""

from analyzer.cli.main import main

raise SystemExit(main())
