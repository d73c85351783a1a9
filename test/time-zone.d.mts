export declare const TEST_TIME_ZONE: string;
