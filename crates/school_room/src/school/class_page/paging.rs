//! The class page's pages, window-free: the courses' pages (each school's on pages of
//! their own, ◀ ▶ turning them round) and the first learner of a page of rows.

use crate::school::class_page::table::ClassLayout;
use base::class_overview::CourseColumn;
use std::ops::Range;

impl ClassLayout {
    /// The first course of the page after the one on show (`forward`) or before it;
    /// past the last page comes the first again, and before the first the last, so ◀
    /// and ▶ always turn a page.
    pub fn turned_courses(&self, forward: bool) -> usize {
        let n = self.course_pages.len().max(1);
        let page = if forward {
            (self.course_page + 1) % n
        } else {
            (self.course_page + n - 1) % n
        };
        self.course_pages.get(page).map_or(0, |p| p.start)
    }
}

/// The pages of `courses` when a page holds `per` of them side by side: all on one page
/// where they fit, else each school's courses on pages of their own, each school's
/// pages as even as can be.
pub fn course_pages(courses: &[CourseColumn], per: usize) -> Vec<Range<usize>> {
    let (n, per) = (courses.len(), per.max(1));
    if n <= per {
        return std::iter::once(0..n).collect();
    }
    let mut pages = vec![];
    let mut start = 0;
    while start < n {
        let chess = courses[start].chess;
        let end = courses[start..]
            .iter()
            .position(|c| c.chess != chess)
            .map_or(n, |k| start + k);
        let len = end - start;
        let k = len.div_ceil(per);
        pages.extend((0..k).map(|i| start + len * i / k..start + len * (i + 1) / k));
        start = end;
    }
    pages
}

/// The first of a page of `per` among `n` that shows `first` and runs to the end at most.
pub(in crate::school::class_page) fn clamp_first(first: usize, per: usize, n: usize) -> usize {
    first.min(n.saturating_sub(per.max(1)))
}
