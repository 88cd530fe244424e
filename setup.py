"""Packages for setuptools: the rooms of DESIGN.md install under the one import name `groundstream`.

The rooms live at the top of the repository (`schemas/`, `detectors/`, …) but install as
`groundstream.schemas`, `groundstream.detectors`, …, so they never collide with another
distribution. Every package below a room is found by `find_packages`, so a new subpackage
needs no edit here (pyproject.toml's static `packages` list cannot be prefixed like this).
"""

from setuptools import find_packages, setup

ROOMS = ("schemas", "detectors", "sinks", "streams")

packages = ["groundstream"]
for room in ROOMS:
    packages += [f"groundstream.{name}" for name in find_packages(include=[room, f"{room}.*"])]

setup(
    packages=packages,
    package_dir={"groundstream": "groundstream", **{f"groundstream.{room}": room for room in ROOMS}},
)
