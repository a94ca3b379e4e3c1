"""The timing models: kt (the default), kp (method C of Kleimenov and Popova 2021: launch
regression + waves with iterative bandwidth-limited memory latency) and the Hong and Kim 2009
MWP-CWP baseline, behind ``analyzer.predict.api.predict``, and what they share."""
