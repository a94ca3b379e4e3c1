"""Kernel families of the validation set: cases that share a kernel (the unit a leave-one-family-out
estimate leaves out, issue 19).

The Kernel Tuner and KTT 2-D convolutions are one family (the same kernel in three campaigns),
KTT's point-in-polygon and 3-D Coulomb sum one each, and each PMPP textbook kernel one (its
variants together: coalesced or not, simple or shared histogram, naive or tiled products,
basic, constant-mask or tiled convolutions). A case id matching no prefix is a family of its own.
"""

from __future__ import annotations

#: (case id prefix, family), first match wins.
FAMILY_PREFIXES = (
    ("kt-convolution-", "convolution"),
    ("ktt-convolution-", "convolution"),
    ("ktt-pnpoly-", "pnpoly"),
    ("ktt-coulombsum3d-", "coulombsum3d"),
    ("pmpp-array-add-", "array-add"),
    ("pmpp-image-to-grayscale", "grayscale"),
    ("pmpp-histogram-", "histogram"),
    ("pmpp-mat-vec-mul", "mat-vec"),
    ("pmpp-mat-mat-mul", "mat-mat"),
    ("pmpp-conv1d-", "conv1d"),
    ("pmpp-conv2d-", "conv2d"),
)


def family_of(case_id: str) -> str:
    """The kernel family of a validation case (``FAMILY_PREFIXES``; else the case id itself)."""
    return next((family for prefix, family in FAMILY_PREFIXES if case_id.startswith(prefix)), case_id)
