"""The timing models behind one interface (``model.TimingModel``) and one registry
(``registry.REGISTRY``): kt (the default), kp (method C of Kleimenov and Popova 2021: launch
regression + waves with iterative bandwidth-limited memory latency) and the Hong and Kim 2009
MWP-CWP baseline; ``api.predict`` is the entry point, and what the models share (waves, launch,
memory, binding, traffic, the breakdown a prediction carries) sits beside them."""
