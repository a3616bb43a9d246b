/** Where the mock interview's pages are. */
export const MOCK_START_PATH = '/Dashboard/StartInterviewMock';

/** The session screen of a mock interview. */
export const sessionPath = (threadId: string): string =>
  `/Tools/InterviewMock?id=${encodeURIComponent(threadId)}`;

/** The report of a mock interview. */
export const reportPath = (threadId: string): string =>
  `/Report/InterviewMock?id=${encodeURIComponent(threadId)}`;
