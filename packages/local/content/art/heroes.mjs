export const heroes=[];export function drawHero(){}
