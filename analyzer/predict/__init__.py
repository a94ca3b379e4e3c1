"""Timing prediction: method C of Kleimenov and Popova 2021 (``kp``: launch regression + waves with
iterative bandwidth-limited memory latency) and the Hong and Kim 2009 MWP-CWP baseline, behind
``analyzer.predict.api.predict``; tuning (``tune``, Kernel Tuner conventions and cache export,
``kt_cache``) and predicted-versus-measured comparison (``compare``, ``plot``)."""
