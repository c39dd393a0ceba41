/*
 * button_features.h — the button suites beyond the sample's basics, run by test_button_basics
 * (button_basics_test.c): view properties (highlight, tint, content alignment), text decorations, titles on several lines.
 */
#ifndef BG_ABI_BUTTON_FEATURES_H
#define BG_ABI_BUTTON_FEATURES_H

void test_button_view_properties(void); /* button/button_view_properties_test.c */
void test_button_decorations(void); /* button/button_decorations_test.c */
void test_button_lines(void); /* button/button_lines_test.c */

#endif
