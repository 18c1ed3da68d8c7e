/**
 * Case numbers: `SW-2026-000123`, short enough to read out on the phone, unique, and in the order the
 * requests came. One atomic counter per year (an item of the submissions table, outside its pending
 * index), so concurrent requests never share a number; the year is Vienna's, as the team's.
 */
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface CaseNumbers {
  next(at: Date): Promise<string>;
}

const viennaYear = (date: Date) => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Vienna' }).format(date);

/** SW-2026-000123; a year's millionth request widens the number rather than repeating one */
export const formatCaseNumber = (prefix: string, year: string, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

export const CASE_NUMBER = /^[A-Z]{2,4}-\d{4}-\d{6,}$/;

export function dynamoCaseNumbers(client: DynamoDBDocumentClient, tableName: string, prefix: string): CaseNumbers {
  return {
    async next(at) {
      const year = viennaYear(at);
      const result = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id: `case-counter#${prefix}#${year}` },
          UpdateExpression: 'ADD #sequence :one',
          ExpressionAttributeNames: { '#sequence': 'sequence' },
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return formatCaseNumber(prefix, year, Number(result.Attributes?.sequence));
    },
  };
}
