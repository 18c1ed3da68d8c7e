import { Duration, type Stack } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';

/** An alarm as soon as the metric reaches `threshold` in a 5-minute period. */
export function alarmAtLeast(stack: Stack, id: string, metric: IMetric, threshold = 1): Alarm {
  return new Alarm(stack, id, {
    metric,
    threshold,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** An alarm when a function reports errors (its structured error logs say which). */
export const errorAlarm = (stack: Stack, id: string, fn: IFunction): Alarm => alarmAtLeast(stack, id, fn.metricErrors({ period: Duration.minutes(5) }));
