"""``kerneltime validate``: compile every configuration of a validation case (the format of the
validation set's README: ``case.yaml`` + ``measured.csv``), predict it with every model, and score
the predictions against the measured times."""
