"""`make bench`: the figures the issues ask for, printed, each ratio measured in one run."""
