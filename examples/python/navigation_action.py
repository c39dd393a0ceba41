"""Mirrors the banking design system's ButtonGroup example "With navigation action".

    let configurations: [ButtonGroup.Configuration] = [
        .init(title: "Make a Payment", icon: .named(DesignSystem.Assets.icMenu, in: .main, .design),
              navigationAction: { navigationController in
                  navigationController.pushViewController(PaymentViewController(), animated: true)
              })
    ]
    let group = ButtonGroup(configurations: configurations)
    group.navigateAction = { config in config.navigationAction?(navigationController) }
"""

from __future__ import annotations

from buttongroup import ButtonGroup, Item

from print_layout import print_layout


class NavigationController:
    """A stand-in for ``UINavigationController``: a stack of pushed views."""

    def __init__(self, root: str) -> None:
        self.stack: list[str] = [root]

    def push(self, view: str) -> None:
        self.stack.append(view)
        print(f"  NavigationController.push({view!r}) -> stack {self.stack}")


def main() -> None:
    navigation_controller = NavigationController("AccountsViewController")
    configurations = [
        Item(
            "Make a Payment",
            icon="ic_menu",
            navigation_action=lambda nav: nav.push("PaymentViewController"),
        )
    ]
    with ButtonGroup(configurations) as group:

        def navigate_action(item: Item) -> None:  # the example's navigateAction (on_navigate)
            print(f"  navigateAction({item.title!r})")
            assert item.navigation_action is not None
            item.navigation_action(navigation_controller)

        group.on_navigate = navigate_action

        layout = group.layout(width=375, scale=2)
        print_layout(layout, "With navigation action")
        (slot,) = layout.slots
        print("tap Make a Payment:")
        group.tap(*slot.frame.center)
        assert navigation_controller.stack == ["AccountsViewController", "PaymentViewController"]


if __name__ == "__main__":
    main()
