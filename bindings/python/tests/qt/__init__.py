"""The Qt widget tests (make test-qt): a package, so that its conftest does not shadow the suite's."""
