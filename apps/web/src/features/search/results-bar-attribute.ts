/** Marks the results bar, which the filters' form brings back on the screen once applied (SearchForm). */
export const resultsBarAttribute = 'data-results-bar';
