/** The facility call's answer of a layer of `count` made-up toilets. */
export declare function toiletAnswer(count: number): unknown;
